/** Median, min and max of `runs` timed calls of `run`, after one untimed warm-up; ms to one decimal. */
export function timeRuns(runs: number, run: () => void) {
    run();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
        const start = performance.now();
        run();
        times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 10) / 10;
    return { median: round(times[Math.floor(runs / 2)]), min: round(times[0]), max: round(times[runs - 1]) };
}
