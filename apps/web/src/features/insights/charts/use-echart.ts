import { type RefObject, useEffect, useRef } from 'react';
import { echarts } from './echarts-setup';

type Option = Parameters<ReturnType<typeof echarts.init>['setOption']>[0];

/** An echarts instance on `ref`, given `option`, resized with its box and disposed on unmount. */
export function useEChart(ref: RefObject<HTMLDivElement | null>, option: Option | null) {
  const chartRef = useRef<ReturnType<typeof echarts.init> | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const chart = echarts.init(element, null, { renderer: 'canvas' });
    chartRef.current = chart;
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.dispose();
      chartRef.current = null;
    };
  }, [ref]);
  useEffect(() => {
    if (option) chartRef.current?.setOption(option, { notMerge: true });
  }, [option]);
}
