import { registerPrismLanguage } from './register';

// A CommonJS module that runs against a global Prism, so it is required inside the call, not imported.
// eslint-disable-next-line @typescript-eslint/no-require-imports
registerPrismLanguage(() => require('prismjs/components/prism-csharp'));
