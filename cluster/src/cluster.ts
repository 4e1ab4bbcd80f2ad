/**
 * Runs the cluster cluster/src/topology.ts describes: the apis first (the first one migrates and
 * seeds an empty database, under the api's advisory lock), the BFFs, then HAProxy, and Prometheus
 * when asked (`prometheus`). Each instance can be stopped, killed and started again on its own (a
 * rolling restart, a crash); one that exits without being asked to is started again (`restart`), as
 * a process manager would.
 */
import { type Exit, type Started, startProcess, waitForHealth } from 'server-kit/processes';
import { checkConfig } from './haproxy.ts';
import { checkPrometheusConfig, startPrometheus, stopPrometheus } from './prometheus.ts';
import { readStats, waitForStatus } from './stats.ts';
import { haproxyConfig, type InstanceSpec, prometheusTemplate, type Topology } from './topology.ts';

export type ClusterOptions = {
  /** Where each process's output goes, its name in front. */
  log: (name: string, line: string) => void;
  /** Start again an instance that exits without being asked to (after RESTART_DELAY_MS). */
  restart?: boolean;
  /** HAProxy's configuration file. */
  config?: string;
  /** How long the first api may take (the first start seeds the database). */
  firstStartTimeoutMs?: number;
  /** Run Prometheus too (cluster/prometheus), once every instance is in rotation. */
  prometheus?: boolean;
};

const RESTART_DELAY_MS = 1_000;
const START_TIMEOUT_MS = 60_000;
// Longer than an instance's own bound on finishing its requests (SHUTDOWN_TIMEOUT_MS, 10 s) plus its drain.
const STOP_TIMEOUT_MS = 15_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * HAProxy in the foreground prints each event twice: itself (`[WARNING]  (pid) : text`) and through
 * its log (`<1>text`). The second is dropped; request logs (`<3>…`) come once and are kept.
 */
export function onceEach(log: (line: string) => void) {
  let printed = '';
  return (line: string) => {
    const direct = /^\[[A-Z]+\]\s+\(\d+\) : (.*)$/.exec(line);
    if (direct) printed = (direct[1] ?? '').replaceAll("'", '');
    else if (line.replace(/^<\d>/, '').replaceAll("'", '') === printed) return;
    log(line);
  };
}

export class Instance {
  readonly spec: InstanceSpec;
  private running: Started | undefined;
  private asked = false;
  private starting: Promise<void> = Promise.resolve();
  private readonly options: ClusterOptions;
  /** Called when the instance exits without being asked to. */
  onCrash: ((exit: Exit) => void) | undefined;

  constructor(spec: InstanceSpec, options: ClusterOptions) {
    this.spec = spec;
    this.options = options;
  }

  get name() {
    return this.spec.name;
  }
  get url() {
    return `http://127.0.0.1:${this.spec.port}`;
  }
  get pid() {
    return this.running?.child.pid;
  }
  /**
   * Settles when its latest start answers `/health` (rejects if it did not within its bound): an
   * instance started again after a crash may take a while on a busy machine, longer than HAProxy's
   * wait for it.
   */
  get started() {
    return this.starting;
  }

  /** Starts the process and waits until it answers `/health`. */
  async start(timeoutMs = START_TIMEOUT_MS) {
    this.asked = false;
    const started = startProcess(this.spec.script, [], {
      env: this.spec.env,
      log: (line) => this.options.log(this.name, line),
    });
    this.running = started;
    void started.exited.then((exit) => {
      if (this.running === started) this.running = undefined;
      if (!this.asked) this.onCrash?.(exit);
    });
    this.options.log('cluster', `${this.name} starting (pid ${started.child.pid}, ${this.url})`);
    this.starting = waitForHealth(`${this.url}/health`, timeoutMs, started.exited);
    await this.starting;
  }

  /**
   * Asks the instance to stop (SIGTERM: it drains, then finishes what it is doing) and waits until
   * it has; one still there after STOP_TIMEOUT_MS is killed.
   */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<Exit | undefined> {
    const running = this.running;
    if (!running) return undefined;
    this.asked = true;
    running.child.kill(signal);
    const timer = setTimeout(() => running.child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    const exit = await running.exited;
    clearTimeout(timer);
    return exit;
  }

  /** Kills it as a crash would (no draining); a cluster with `restart` starts it again. */
  kill(signal: NodeJS.Signals = 'SIGKILL') {
    this.running?.child.kill(signal);
  }
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

export async function startCluster(topology: Topology, options: ClusterOptions) {
  const apis = topology.apis.map((spec) => new Instance(spec, options));
  const bffs = topology.bffs.map((spec) => new Instance(spec, options));
  const instances = [...apis, ...bffs];
  let stopping = false;
  let haproxy: Started | undefined;
  let prometheus: Started | undefined;
  let fail: (reason: string) => void = () => {};
  /** Settles when the cluster cannot go on: HAProxy stopped, or an instance fails to start again. */
  const failed = new Promise<string>((resolve) => {
    fail = resolve;
  });

  /** Waits until the instance has started and HAProxy sends it requests again (two good checks in a row). */
  const waitInRotation = async (instance: Instance) => {
    await instance.started;
    await waitForStatus(topology.statsUrl, instance.name, 'UP');
  };

  for (const instance of instances) {
    instance.onCrash = (exit) => {
      if (stopping) return;
      options.log('cluster', `${instance.name} exited (${exit.signal ?? exit.code}) without being asked to`);
      if (!options.restart) return;
      void pause(RESTART_DELAY_MS)
        .then(async () => {
          if (stopping) return;
          await instance.start();
          options.log('cluster', `${instance.name} started again`);
        })
        .catch((error: Error) => fail(`${instance.name} did not start again: ${error.message}`));
    };
  }

  async function stop() {
    stopping = true;
    // Prometheus before what it watches: the cluster's own stop is not recorded as instances down.
    if (prometheus) await stopPrometheus(prometheus);
    // Then HAProxy (SIGUSR1: it stops listening and finishes the requests under way, 5 s at most),
    // then the instances: none is left receiving requests from a balancer that thinks it is there.
    if (haproxy) {
      const { child, exited } = haproxy;
      child.kill('SIGUSR1');
      const timer = setTimeout(() => child.kill('SIGTERM'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    await Promise.all(instances.map((instance) => instance.stop()));
  }

  const config = options.config ?? haproxyConfig;
  const check = checkConfig(topology, config);
  if (!check.valid) throw new Error(`HAProxy refuses ${config}:\n${check.output}`);
  if (options.prometheus) {
    const checked = checkPrometheusConfig(topology);
    if (!checked.valid) throw new Error(`promtool refuses ${prometheusTemplate}:\n${checked.output}`);
  }

  try {
    const [first, ...others] = apis as [Instance, Instance];
    // The first start migrates and seeds (with pictures unless SEED_IMAGES=false): it can take minutes.
    await first.start(options.firstStartTimeoutMs ?? 10 * 60_000);
    await Promise.all(others.map((api) => api.start()));
    await Promise.all(bffs.map((bff) => bff.start()));
    // Last, once every instance answers: its first checks find them all there.
    haproxy = startProcess('haproxy', ['-f', config, '-db'], {
      env: { ...process.env, ...topology.haproxyEnv },
      log: onceEach((line) => options.log('haproxy', line)),
    });
    void haproxy.exited.then((exit) => {
      if (!stopping) fail(`haproxy exited (${exit.signal ?? exit.code})`);
    });
    await Promise.race([
      Promise.all(instances.map((instance) => waitInRotation(instance))),
      failed.then((reason) => Promise.reject(new Error(reason))),
    ]);
    if (options.prometheus) {
      prometheus = await startPrometheus(topology, (line) => options.log('prometheus', line));
      // The site does not depend on it: said, not a reason to stop.
      void prometheus.exited.then((exit) => {
        if (!stopping) options.log('cluster', `prometheus exited (${exit.signal ?? exit.code}); the site goes on`);
      });
    }
  } catch (error) {
    await stop();
    throw error;
  }

  const byName = new Map(instances.map((instance) => [instance.name, instance]));
  return {
    topology,
    instances,
    failed,
    stats: () => readStats(topology.statsUrl),
    stop,
    instance(name: string): Instance {
      const instance = byName.get(name);
      if (!instance) throw new Error(`no instance ${name}`);
      return instance;
    },
    waitInRotation,
    /** After a crash: until the cluster has started the instance again (another pid) and HAProxy sends it requests. */
    async backAfterCrash(instance: Instance, killed: number | undefined) {
      while (instance.pid === undefined || instance.pid === killed) await pause(50);
      await waitInRotation(instance);
    },
    /** One step of a rolling restart: stop (draining), start again, back in rotation. */
    async restart(instance: Instance) {
      await instance.stop('SIGTERM');
      await instance.start();
      await waitInRotation(instance);
    },
  };
}
