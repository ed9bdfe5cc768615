import { Prism } from 'prism-react-renderer';
import globalData from '@generated/globalData';
import { createOdslGrammar, type OdslHighlightWords } from './grammar';

const words = globalData['odsl-prism']?.default as OdslHighlightWords | undefined;
if (words) Prism.languages.odsl = createOdslGrammar(words);
