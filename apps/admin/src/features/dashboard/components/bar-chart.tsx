// The dashboard's charts: packages/ui's BarChart, whose code loads with the figures it draws.
import { afterData } from '../../../components/after-data';

export const BarChart = afterData(() =>
  import('@kirana/ui/bar-chart').then((module) => module.BarChart),
);
