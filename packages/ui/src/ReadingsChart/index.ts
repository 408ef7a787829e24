export { ReadingsChart, type ChartPoint, type ChartSeries, type ReadingsChartProps } from './ReadingsChart';
