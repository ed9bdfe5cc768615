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
