import { useMediaQuery } from '@mui/material';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';
import { loadECharts, type ECharts, type EChartsExtra } from './load-echarts.ts';

/** Whether the user asked for less motion (the charts then draw without animation). */
export const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });

/** A mark of a chart as ECharts reports a click on it. */
export interface ChartEvent {
  componentType?: string;
  seriesIndex?: number;
  dataIndex: number;
  dataType?: string;
  name: string;
  value?: unknown;
  data?: unknown;
}

interface EChartSettings {
  /** The option to draw; a new object redraws (memoise it). */
  option: EChartsCoreOption | null;
  /** The ECharts part the option needs beyond bars and lines (its chunk loads before the option is drawn). */
  extra?: EChartsExtra | undefined;
  /** Work before the first draw, with ECharts loaded (the world map registers itself). */
  prepare?: (echarts: ECharts) => Promise<unknown>;
  onClick?: (event: ChartEvent) => void;
}

/**
 * An ECharts instance in a `div`: loads ECharts (its lazy chunk) on mount, draws the option, follows the element's
 * size, and disposes of the instance on unmount. `chart` is the instance once drawn (for getDataURL).
 */
export function useEChart({ option, extra, prepare, onClick }: EChartSettings) {
  const ref = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<EChartsType | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const clickRef = useRef(onClick);
  const prepareRef = useRef(prepare);

  useEffect(() => {
    clickRef.current = onClick;
  }, [onClick]);

  useEffect(() => {
    let disposed = false;
    let instance: EChartsType | undefined;
    let observer: ResizeObserver | undefined;
    // The extra part is registered before `init`: an instance takes ECharts' processors and visuals at its creation.
    loadECharts(extra)
      .then(async (echarts) => {
        await prepareRef.current?.(echarts);
        if (disposed || !ref.current) return;
        instance = echarts.init(ref.current, null, { renderer: 'canvas' });
        instance.on('click', (event) => clickRef.current?.(event as unknown as ChartEvent));
        observer = new ResizeObserver(() => instance?.resize());
        observer.observe(ref.current);
        setChart(instance);
      })
      .catch((reason: unknown) => {
        if (!disposed) setError(reason instanceof Error ? reason : new Error(String(reason)));
      });
    return () => {
      disposed = true;
      observer?.disconnect();
      instance?.dispose();
      setChart(null);
    };
  }, [extra]);

  useEffect(() => {
    if (chart && option && !chart.isDisposed()) chart.setOption(option, { notMerge: true });
  }, [chart, option]);

  return { ref, chart, error };
}
