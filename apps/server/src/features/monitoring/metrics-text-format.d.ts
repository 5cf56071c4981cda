// Types for the Prometheus text-format parser the metrics tests read /metrics with (it ships none).
declare module 'parse-prometheus-text-format' {
  export type ParsedSample = {
    labels?: Record<string, string>;
    value?: string;
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  };
  export type ParsedFamily = {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: ParsedSample[];
  };
  export default function parsePrometheusTextFormat(text: string): ParsedFamily[];
}
