import { registerPrismLanguage } from './register';

registerPrismLanguage(() => require('prismjs/components/prism-bash'));
