export { ProgressChart, toChartPoints, type ProgressPoint } from './progress-chart';
