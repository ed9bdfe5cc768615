import type { PrismTheme } from 'prism-react-renderer';

/**
 * A light code theme whose every token colour keeps a contrast of at least 4.5:1 on its background
 * (WCAG AA); the stock GitHub theme fails that for comments, strings and numbers.
 */
export const accessibleLightTheme: PrismTheme = {
  plain: { color: '#24292f', backgroundColor: '#f6f8fa' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#57606a', fontStyle: 'italic' } },
    { types: ['string', 'attr-value', 'template-string'], style: { color: '#0a3069' } },
    { types: ['punctuation', 'operator'], style: { color: '#24292f' } },
    {
      types: [
        'number',
        'boolean',
        'constant',
        'variable',
        'symbol',
        'entity',
        'url',
        'property',
        'regex',
        'inserted',
      ],
      style: { color: '#0550ae' },
    },
    { types: ['keyword', 'atrule', 'selector', 'tag'], style: { color: '#b31d28' } },
    { types: ['attr-name'], style: { color: '#116329' } },
    { types: ['function', 'function-variable'], style: { color: '#6639ba' } },
    { types: ['class-name', 'builtin', 'namespace'], style: { color: '#953800' } },
    { types: ['deleted'], style: { color: '#82071e' } },
    { types: ['important', 'bold'], style: { fontWeight: 'bold' } },
    { types: ['italic'], style: { fontStyle: 'italic' } },
  ],
};

/**
 * The dark code theme: Dracula's colours, with comments raised from #6272a4 (3:1 on the background) to a
 * blue-grey that keeps 4.5:1 or more, like every other token colour here.
 */
export const accessibleDarkTheme: PrismTheme = {
  plain: { color: '#f8f8f2', backgroundColor: '#282a36' },
  styles: [
    { types: ['prolog', 'constant', 'builtin'], style: { color: '#bd93f9' } },
    { types: ['inserted', 'function'], style: { color: '#50fa7b' } },
    { types: ['deleted'], style: { color: '#ff5555' } },
    { types: ['changed'], style: { color: '#ffb86c' } },
    { types: ['punctuation', 'symbol'], style: { color: '#f8f8f2' } },
    { types: ['string', 'char', 'tag', 'selector'], style: { color: '#ff79c6' } },
    { types: ['keyword', 'variable'], style: { color: '#bd93f9', fontStyle: 'italic' } },
    { types: ['comment'], style: { color: '#9aa5ce' } },
    { types: ['attr-name'], style: { color: '#f1fa8c' } },
  ],
};
