import { equilibriumAnalyzer } from '.';
import { describeCases } from '../test-cases';

describeCases('equilibrium', equilibriumAnalyzer);
