/**
 * The theme calls this once with its Prism to add `prism.additionalLanguages`. This site registers each
 * grammar on the pages that show it (plugins/prism-languages/client) and the odsl grammar in its own
 * plugin, so there is nothing to add here; the theme's version would also bundle Prism's language index.
 */
export default function prismIncludeLanguages(): void {}
