import { Prism } from 'prism-react-renderer';
import { odslGrammar } from '../prism/odslGrammar';

// Registered from a client module so the stock CodeBlock highlights `odsl` without a swizzle.
Prism.languages.odsl = odslGrammar;
