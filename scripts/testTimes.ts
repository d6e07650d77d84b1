import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Printed after every Vitest run: the busy time of each project (its files' environment, import and test time
 * summed: the projects share the workers, so there is no wall time per project) and the ten slowest files, so
 * growth shows in every run and in CI's log.
 */
const busyMs = (module: TestModule) => {
    const d = module.diagnostic();
    return d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default class TestTimes implements Reporter {
    private started = 0;

    onTestRunStart() {
        this.started = performance.now();
    }

    onTestRunEnd(modules: ReadonlyArray<TestModule>) {
        const wall = performance.now() - this.started;
        const projects = new Map<string, { files: number; tests: number; ms: number }>();
        for (const module of modules) {
            const name = module.project.name || 'default';
            const entry = projects.get(name) ?? { files: 0, tests: 0, ms: 0 };
            entry.files += 1;
            entry.tests += [...module.children.allTests()].length;
            entry.ms += busyMs(module);
            projects.set(name, entry);
        }
        const lines = ['', `Tempos dos testes (Vitest): ${seconds(wall)} no relógio`];
        for (const [name, { files, tests, ms }] of projects) {
            lines.push(
                `  ${name.padEnd(18)} ${String(files).padStart(4)} arquivos ${String(tests).padStart(5)} testes ${seconds(ms).padStart(9)} de trabalho`,
            );
        }
        lines.push('  Os dez arquivos mais lentos:');
        const slowest = [...modules].sort((a, b) => busyMs(b) - busyMs(a)).slice(0, 10);
        for (const module of slowest) {
            lines.push(
                `  ${seconds(busyMs(module)).padStart(9)}  ${relative(process.cwd(), module.moduleId)}`,
            );
        }
        console.log(lines.join('\n'));
    }
}
