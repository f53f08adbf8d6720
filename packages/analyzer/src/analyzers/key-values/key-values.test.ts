import { keyValuesAnalyzer } from '.';
import { describeCases } from '../test-cases';

describeCases('key-values', keyValuesAnalyzer);
