import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { connectedHtmlComponents, getHtmlComponent, htmlComponentPath, htmlComponents } from '../components';
import { HtmlComponentSchema } from '../schema';
import { schemaProblems } from '../../schema';

const repoRoot = join(__dirname, '..', '..', '..');

/** The component set the platform documents; the data must cover exactly these. */
const expectedTags = [
  'odsl-chart-axis',
  'odsl-chart-panel',
  'odsl-chart-series',
  'odsl-data-field',
  'odsl-grid-column',
  'odsl-grid-panel',
  'odsl-group-items',
  'odsl-input-field',
  'odsl-input-form',
  'odsl-list-panel',
  'odsl-ondate-selector',
  'odsl-range-selector',
  'odsl-select',
  'odsl-toolbar-item',
  'odsl-toolbar',
];

const knownTags = new Set(htmlComponents.map((component) => component.tag));

describe('HTML component data', () => {
  it('matches its schema', () => {
    expect(schemaProblems(z.array(HtmlComponentSchema), htmlComponents)).toEqual([]);
  });

  it('lists every documented component exactly once', () => {
    expect([...knownTags].sort()).toEqual([...expectedTags].sort());
    expect(htmlComponents).toHaveLength(expectedTags.length);
  });

  it.each(htmlComponents.map((component) => [component.tag, component] as const))(
    '%s has a complete, consistent shape',
    (tag, component) => {
      expect(tag).toMatch(/^odsl-[a-z]+(-[a-z]+)*$/);
      expect(component.summary).toMatch(/^[A-Z].*\.$/);

      const attributeNames = component.attributes.map((attribute) => attribute.name);
      expect(new Set(attributeNames).size).toBe(attributeNames.length);
      for (const attribute of component.attributes) {
        expect(attribute.name).toMatch(/^[a-zA-Z]+$/);
        expect(attribute.type.length).toBeGreaterThan(0);
        expect(attribute.description).toMatch(/\.$/);
        expect(new Set(attribute.allowedValues).size).toBe(attribute.allowedValues.length);
        // A default drawn from a closed list must be one of its values.
        if (attribute.defaultValue !== null && attribute.allowedValues.length > 0) {
          expect(attribute.allowedValues).toContain(attribute.defaultValue);
        }
      }

      const methodSignatures = component.methods.map((method) => method.signature);
      expect(new Set(methodSignatures).size).toBe(methodSignatures.length);
      for (const signature of methodSignatures) {
        expect(signature).toMatch(/^[a-zA-Z]+\([a-zA-Z, ]*\)$/);
      }

      const eventNames = component.events.map((event) => event.name);
      expect(new Set(eventNames).size).toBe(eventNames.length);
      for (const event of component.events) {
        expect(event.name).toMatch(/^[a-z]+$/);
        expect(event.firesWhen).toMatch(/\.$/);
      }
    },
  );

  it('only refers to known components, never to itself', () => {
    for (const component of htmlComponents) {
      const references = [
        ...(component.parent ? [component.parent] : []),
        ...component.children,
        ...component.related,
      ];
      for (const reference of references) {
        expect(knownTags, `${component.tag} -> ${reference}`).toContain(reference);
        expect(reference).not.toBe(component.tag);
      }
    }
  });

  it('keeps parent and children links symmetric', () => {
    for (const component of htmlComponents) {
      for (const child of component.children) {
        expect(getHtmlComponent(child).parent, `${child} should name ${component.tag} as parent`).toBe(
          component.tag,
        );
      }
      if (component.parent) {
        expect(getHtmlComponent(component.parent).children).toContain(component.tag);
      }
    }
  });

  it('does not repeat the parent or children in related', () => {
    for (const component of htmlComponents) {
      for (const related of component.related) {
        expect(component.children).not.toContain(related);
        expect(related).not.toBe(component.parent);
      }
    }
  });

  it('has a page for every component, rendering its tables from this data', () => {
    for (const { tag } of htmlComponents) {
      const file = join(repoRoot, 'docs', 'public', 'components', `${tag}.mdx`);
      expect(existsSync(file), file).toBe(true);
      const text = readFileSync(file, 'utf8');
      expect(text).toContain(`<HtmlComponentAttributes tag="${tag}" />`);
      expect(text).toContain(`<HtmlComponentMembers tag="${tag}" />`);
      expect(text).toMatch(/```html\n/);
    }
  });
});

describe('HTML component helpers', () => {
  it('builds the page route from the tag', () => {
    expect(htmlComponentPath('odsl-select')).toBe('/docs/public/components/odsl-select');
  });

  it('throws on an unknown tag', () => {
    expect(() => getHtmlComponent('odsl-unknown')).toThrow(/Unknown HTML component/);
  });

  it('lists parent first, then children, then related, without duplicates', () => {
    expect(connectedHtmlComponents('odsl-chart-series')).toEqual(['odsl-chart-panel', 'odsl-chart-axis']);
    expect(connectedHtmlComponents('odsl-chart-panel')).toEqual([
      'odsl-chart-series',
      'odsl-chart-axis',
      'odsl-range-selector',
      'odsl-list-panel',
    ]);
  });
});
