/** A team's average strength as the page shows it: up to two decimals ("2.5", "2.67"). */
export const formatAverage = (average: number) => String(Math.round(average * 100) / 100);
