/** Schema of the embeddable HTML components; each type is inferred from its schema. */
import * as z from 'zod';
import { nonBlank } from '../schema';

/** One HTML attribute that configures a component. */
export const HtmlComponentAttributeSchema = z.strictObject({
  /** Attribute name as written in HTML. */
  name: z.string().regex(/^[a-z][a-z0-9-]*$/i),
  /** Value type, for example `string`, `number`, `boolean` or `JSON string`. */
  type: nonBlank,
  /** Value used when the attribute is left out, or null when there is none. */
  defaultValue: z.string().nullable(),
  /** The only values accepted, or an empty list when any value of the type is allowed. */
  allowedValues: z.array(z.string()),
  description: nonBlank,
});
export type HtmlComponentAttribute = z.output<typeof HtmlComponentAttributeSchema>;

/** A JavaScript method you call on the element. */
export const HtmlComponentMethodSchema = z.strictObject({
  /** Call form, for example `getSelected()`. */
  signature: nonBlank,
  description: nonBlank,
});
export type HtmlComponentMethod = z.output<typeof HtmlComponentMethodSchema>;

/** One field of the `detail` object that an event carries. */
export const HtmlComponentEventDetailSchema = z.strictObject({ field: nonBlank, description: nonBlank });
export type HtmlComponentEventDetail = z.output<typeof HtmlComponentEventDetailSchema>;

/** A DOM event the element dispatches. */
export const HtmlComponentEventSchema = z.strictObject({
  /** Event name, for example `change`; handle it with `on<name>` or `addEventListener`. */
  name: nonBlank,
  firesWhen: nonBlank,
  detail: z.array(HtmlComponentEventDetailSchema),
});
export type HtmlComponentEvent = z.output<typeof HtmlComponentEventSchema>;

const tagName = z.string().regex(/^odsl-[a-z-]+$/);

export const HtmlComponentSchema = z.strictObject({
  /** Custom element name; also the last segment of the component's page. */
  tag: tagName,
  /** One sentence saying what the component shows or does. */
  summary: nonBlank,
  /** The element this one must be nested in, or null when it stands on its own. */
  parent: tagName.nullable(),
  /** Elements that may be nested inside this one. */
  children: z.array(tagName),
  attributes: z.array(HtmlComponentAttributeSchema),
  methods: z.array(HtmlComponentMethodSchema),
  events: z.array(HtmlComponentEventSchema),
  /** Other components often used together with this one (parent and children excluded). */
  related: z.array(tagName),
});
export type HtmlComponent = z.output<typeof HtmlComponentSchema>;
