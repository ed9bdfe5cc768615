import { registerPrismLanguage } from './register';
// Prism's http grammar highlights a message body with the grammar of its content type, if that grammar
// is registered when http is: the examples show JSON and XML bodies.
import './json';
import './markup';

registerPrismLanguage(() => require('prismjs/components/prism-http'));
