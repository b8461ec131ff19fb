import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { TOO_DEEPLY_NESTED_HTML } from './help-markdown';

/**
 * The longest a text may take to render. The parser is quadratic or worse on some nesting within the
 * 20,000 characters of a text ('1. ' 6,600 times took 31 s, 10,000 '*' around a letter 47 s). A long
 * help text of real prose renders in about 0.1 s here and a 450-row table with inline markup in 0.4 s,
 * some texts of the tests in 1 s on a busy machine: the deadline leaves them room on a loaded one, and
 * still stops a text that would hold its worker for half a minute.
 */
export const HELP_RENDER_MS_MAX = 5_000;

/** A render's outcome: the HTML, or why there is none. */
type Rendering = { html: string } | { refused: 'too deep' | 'too slow' };

const WORKER_SCRIPT = path.join(__dirname, 'help-render-worker.cjs');
/** The longest the worker may take to start (it loads the markdown pipeline through tsx: 1-3 s here). */
const WORKER_START_MS_MAX = 30_000;

/**
 * Renders help texts in a worker thread, one after another. The render ran on the event loop every
 * request shares: a save of 20 KB of nested quotes held the server 3.4 s, and its load shedding then
 * refused everyone else's requests with 503 for a second more. A render past its deadline is stopped
 * by ending the worker; the next render starts a new one.
 */
class HelpRenderer {
  private worker: Promise<Worker> | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  render(markdown: string, deadlineMs: number): Promise<Rendering> {
    const turn = this.queue.then(() => this.renderNow(markdown, deadlineMs));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private started(): Promise<Worker> {
    const starting = new Promise<Worker>((resolve, reject) => {
      // Not tsx's flags of the server's own thread: the worker registers tsx itself. The stack of the
      // server's own thread (a worker's default is four times as deep): a text nested too deeply runs
      // out of it at once, as it did there, instead of parsing on until the deadline.
      const worker = new Worker(WORKER_SCRIPT, { execArgv: [], resourceLimits: { stackSizeMb: 1 } });
      // A worker waiting for texts does not keep the process alive.
      worker.unref();
      // A start that hangs fails the renders waiting for it rather than holding them for ever.
      const startDeadline = setTimeout(() => {
        reject(new Error('The help renderer did not start in time.'));
        void worker.terminate();
      }, WORKER_START_MS_MAX);
      worker.once('message', () => {
        clearTimeout(startDeadline);
        resolve(worker);
      });
      worker.once('error', reject);
      // Ended or crashed, between renders too: the next render starts another.
      worker.once('exit', () => {
        reject(new Error('The help renderer stopped while starting.'));
        if (this.worker === starting) this.worker = undefined;
      });
    });
    starting.catch(() => {
      if (this.worker === starting) this.worker = undefined;
    });
    this.worker = starting;
    return starting;
  }

  /** Renders one text in the worker (started first if none runs), within `deadlineMs` of handing it over. */
  private async renderNow(markdown: string, deadlineMs: number): Promise<Rendering> {
    const starting = this.worker ?? this.started();
    const worker = await starting;
    return new Promise<Rendering>((resolve, reject) => {
      const settle = () => {
        clearTimeout(deadline);
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      };
      const end = () => {
        if (this.worker === starting) this.worker = undefined;
        void worker.terminate();
      };
      const deadline = setTimeout(() => {
        settle();
        end();
        resolve({ refused: 'too slow' });
      }, deadlineMs);
      const onMessage = (outcome: Rendering) => {
        settle();
        resolve(outcome);
      };
      const onError = (error: Error) => {
        settle();
        end();
        reject(error);
      };
      const onExit = () => onError(new Error('The help renderer stopped while rendering.'));
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      worker.postMessage(markdown);
    });
  }
}

const renderer = new HelpRenderer();

/** A text rendered in the worker: its HTML, or why there is none. */
export const helpRendering = (markdown: string, deadlineMs: number): Promise<Rendering> =>
  renderer.render(markdown, deadlineMs);

/** The text's HTML, or null for a text nested too deeply to render or not rendered within `deadlineMs`. */
export async function renderedWithin(markdown: string, deadlineMs: number): Promise<string | null> {
  const outcome = await helpRendering(markdown, deadlineMs);
  return 'html' in outcome ? outcome.html : null;
}

/**
 * Rendered texts by their markdown, so a text every user reads is rendered once per change. A few
 * entries: one per kind in use, and the versions an editor saves in a row. Readers asking while a
 * text renders share its render.
 */
function htmlCache(limit: number) {
  const known = new Map<string, Promise<string | null>>();
  return (markdown: string): Promise<string | null> => {
    const cached = known.get(markdown);
    if (cached !== undefined) return cached;
    if (known.size >= limit) known.delete(known.keys().next().value!);
    const html = renderer.render(markdown, HELP_RENDER_MS_MAX).then((outcome) => {
      // A render stopped at the deadline is not kept: on a machine busy for a moment a text that
      // renders in time otherwise would stay refused, and its page a placeholder, until pushed out.
      if (!('html' in outcome) && outcome.refused === 'too slow' && known.get(markdown) === html)
        known.delete(markdown);
      return 'html' in outcome ? outcome.html : null;
    });
    html.catch(() => known.get(markdown) === html && known.delete(markdown));
    known.set(markdown, html);
    return html;
  };
}

const cachedHtml = htmlCache(8);

/** The help texts as every reader gets them, the help API's answers and the welcome page's frame alike. */
export const renderedHelpHtml = async (markdown: string): Promise<string> =>
  (await cachedHtml(markdown)) ?? TOO_DEEPLY_NESTED_HTML;

/** Whether a text can be rendered: a save refuses one that cannot, which readers would see as a placeholder. */
export const isRenderableHelp = async (markdown: string): Promise<boolean> => (await cachedHtml(markdown)) !== null;
