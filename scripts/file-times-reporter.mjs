// A Vitest reporter for `npm test` (scripts/test.mjs): writes what each test file cost, in seconds, to the
// JSON file named by CARNET_FILE_TIMES. A file's time is its import (its module graph, which can be
// most of it) and its tests' and hooks' time: the JSON reporter's own per-file times leave the import out.
import fs from 'node:fs';
import path from 'node:path';

export default class FileTimesReporter {
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules) {
    const output = process.env.CARNET_FILE_TIMES;
    if (!output) return;
    const times = testModules.map((testModule) => {
      const d = testModule.diagnostic();
      const milliseconds = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
      return {
        file: path.relative(this.root, testModule.moduleId),
        project: testModule.project.name,
        seconds: Math.round(milliseconds / 100) / 10,
        tests: [...testModule.children.allTests()].length,
      };
    });
    fs.writeFileSync(output, JSON.stringify(times, null, 2));
  }
}
