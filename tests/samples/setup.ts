/**
 * Global setup of the samples suite: finds (or installs) the toolchains and starts one Prism mock per
 * spec for all test files; stops the mocks by PID when the run ends.
 */
import type {TestProject} from 'vitest/node';
import {startPrismMock, type PrismMock} from '../support/prism-mock';
import {findOrInstallToolchains} from '../support/toolchains';
import {MOCKED_SPECS} from './harness';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  project.provide('toolchains', findOrInstallToolchains());
  const started = await Promise.allSettled(MOCKED_SPECS.map((options) => startPrismMock(options)));
  const mocks = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all(mocks.map((mock: PrismMock) => mock.stop()));
  };
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await stopAll();
    throw failure.reason;
  }
  project.provide(
    'apiMocks',
    mocks.map(({spec, url, serverUrl, paths}) => ({spec, url, serverUrl, paths})),
  );
  return stopAll;
}
