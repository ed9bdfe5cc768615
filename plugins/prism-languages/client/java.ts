import { registerPrismLanguage } from './register';
import './clike';

registerPrismLanguage(() => require('prismjs/components/prism-java'));
