import { describe, expect, it } from 'vitest';
import { regroupSidebar, type SidebarGroup, type SidebarMove } from '../../config/sidebarGroups';

type Items = Parameters<typeof regroupSidebar>[0];

const generated = (): Items => [
  { type: 'doc', id: 'home' },
  {
    type: 'category',
    label: 'Tutorials',
    link: { type: 'doc', id: 'tutorials/index' },
    items: [
      {
        type: 'category',
        label: 'Quick starts',
        items: [{ type: 'doc', id: 'tutorials/qs/api/security' }],
      },
      { type: 'doc', id: 'tutorials/searching' },
      { type: 'doc', id: 'tutorials/gettingstarted1' },
      {
        type: 'category',
        label: 'Subscribing',
        link: { type: 'generated-index', slug: '/category/subscribing' },
        items: [{ type: 'doc', id: 'tutorials/subscribing/subscribe-email' }],
      },
    ],
  },
];

const moves: SidebarMove[] = [
  { docIds: ['tutorials/gettingstarted1'], intoCategorySlug: '/category/subscribing' },
];
const groups: SidebarGroup[] = [
  {
    parentDocId: 'tutorials/index',
    label: 'General tutorials',
    link: { slug: '/category/general-tutorials', title: 'General tutorials', description: 'All of them.' },
    keepFolders: ['tutorials/qs'],
  },
];

describe('regroupSidebar', () => {
  it('gathers loose docs and other folders in a generated-index category, keeping the quick starts apart', () => {
    const [, tutorials] = regroupSidebar(generated(), moves, groups);
    expect(tutorials).toMatchObject({
      items: [
        { label: 'Quick starts' },
        {
          type: 'category',
          label: 'General tutorials',
          link: { type: 'generated-index', slug: '/category/general-tutorials' },
          items: [
            { type: 'doc', id: 'tutorials/searching' },
            {
              label: 'Subscribing',
              items: [
                { type: 'doc', id: 'tutorials/gettingstarted1' },
                { type: 'doc', id: 'tutorials/subscribing/subscribe-email' },
              ],
            },
          ],
        },
      ],
    });
  });

  it('fails loudly when a target category is missing', () => {
    expect(() => regroupSidebar(generated(), [{ docIds: [], intoCategorySlug: '/category/x' }], [])).toThrow(
      /no category with slug/,
    );
    expect(() => regroupSidebar(generated(), [], [{ ...groups[0]!, parentDocId: 'x/index' }])).toThrow(
      /no category links to/,
    );
  });
});
