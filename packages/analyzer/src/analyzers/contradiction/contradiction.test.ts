import { contradictionAnalyzer } from '.';
import { describeCases } from '../test-cases';

describeCases('contradiction', contradictionAnalyzer);
