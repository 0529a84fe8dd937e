import { lazy, type Ref, Suspense, useEffect, useImperativeHandle, useMemo, useState } from 'react';
import type { FetchLike } from '../core/data/Http.js';
import { environmentFrom, fallbackImage } from '../core/Fallback.js';
import type { Logger } from '../core/Messages.js';
import type { SliderModule as ModuleData } from '../core/model/ParseModule.js';
import { createSliderApi, type SliderApi } from './api.js';
import { HeroModule } from './HeroModule.js';
import type { SliderLabels } from './labels.js';
import { ModuleErrorBoundary } from './ModuleErrorBoundary.js';
import { sliderRegistry } from './registry.js';

// A chunk of its own: pages whose modules are all heroes never download it.
const StandardModule = lazy(() => import('./StandardModule.js'));

export interface SliderModuleProps {
  /** The module already normalised (`parseModule` on the server): renders on the server too. */
  module?: ModuleData | null;
  /** Raw module JSON, parsed in the browser (loads the parser's chunk). */
  data?: unknown;
  /** A module saved as a `.json` file. */
  src?: string;
  /** Load by alias from the REST route (`{restBase}/sliders/{alias}`). */
  alias?: string;
  /** Load by database id. */
  id?: string | number;
  /** Default "/api/slider". */
  restBase?: string;
  /** Default "/ajax". */
  ajaxUrl?: string;
  fetch?: FetchLike;
  /** Set when the server rendered this module (`module` given) and the browser hydrates it. */
  serverRendered?: boolean;
  /**
   * The reader's user agent, when the server knows it: the fallback image (general.fallbackType)
   * is then decided in the server HTML instead of replacing the module after hydration. Pass
   * the same string to the hydrating render.
   */
  userAgent?: string;
  /** Language of the controls' words: fr, en, es (default en). */
  lang?: string;
  /** The controls' words, over those of `lang`. */
  labels?: Partial<SliderLabels>;
  /** Registers the API in `window.Tribune.sliders`. Default true. */
  register?: boolean;
  /** Called once the module's API is ready. */
  onReady?: (api: SliderApi) => void;
  logger?: Logger;
  ref?: Ref<SliderApi | null>;
}

/**
 * One slider module, by data or by reference. Never throws into the page: a module that cannot
 * be loaded or rendered renders nothing and logs the spec's console message.
 */
export function SliderModule(props: SliderModuleProps) {
  const name =
    props.alias ??
    props.module?.settings.alias ??
    (props.id !== undefined ? String(props.id) : 'slider');
  return (
    <ModuleErrorBoundary name={name} logger={props.logger}>
      <ModuleLoader {...props} />
    </ModuleErrorBoundary>
  );
}

function ModuleLoader(props: SliderModuleProps) {
  const [loaded, setLoaded] = useState<ModuleData | null>(props.module ?? null);
  const { module, data, src, alias, id, restBase, ajaxUrl, logger } = props;
  const fetchImpl = props.fetch;
  useEffect(() => {
    if (module) {
      setLoaded(module);
      return;
    }
    if (data === undefined && !src && !alias && id === undefined) return;
    let live = true;
    const source = { data, src, alias, id, restBase, ajaxUrl, fetch: fetchImpl, logger };
    // Fetching and parsing are a chunk of their own: server-rendered modules never need it.
    void import('./loadModule.js')
      .then(({ loadModule }) => loadModule(source))
      .then((m) => {
        if (live) setLoaded(m);
      });
    return () => {
      live = false;
    };
  }, [module, data, src, alias, id, restBase, ajaxUrl, fetchImpl, logger]);
  if (!loaded) return null;
  return <ModuleView {...props} module={loaded} />;
}

function ModuleView(props: SliderModuleProps & { module: ModuleData }) {
  const { module, serverRendered = false, register = true, onReady } = props;

  const { settings } = module;
  const handle = useMemo(
    () => createSliderApi(settings.alias, settings.dbid),
    [settings.alias, settings.dbid],
  );
  const { userAgent } = props;
  const [fallback, setFallback] = useState<string | null>(() =>
    userAgent === undefined ? null : fallbackImage(settings.general, environmentFrom(userAgent)),
  );
  useImperativeHandle(props.ref, () => handle.api, [handle]);

  useEffect(() => {
    if (userAgent !== undefined) return;
    const env = environmentFrom(navigator.userAgent, navigator.maxTouchPoints);
    setFallback(fallbackImage(settings.general, env));
  }, [settings.general, userAgent]);

  useEffect(() => {
    const unregister = register ? sliderRegistry().register(handle.api) : undefined;
    onReady?.(handle.api);
    if (register) {
      document.dispatchEvent(new CustomEvent('tribune:slider-ready', { detail: handle.api }));
    }
    return unregister;
  }, [handle, register, onReady]);

  const label = settings.title || settings.alias;
  if (fallback) {
    return (
      <img
        className="sr7-fallback"
        src={fallback}
        alt={label}
        style={{ display: 'block', width: '100%', height: 'auto' }}
      />
    );
  }
  if (settings.type === 'hero') {
    return (
      <HeroModule
        module={module}
        serverRendered={serverRendered}
        label={label}
        logger={props.logger}
      />
    );
  }
  return (
    <Suspense fallback={null}>
      <StandardModule
        module={module}
        serverRendered={serverRendered}
        label={label}
        handle={handle}
        lang={props.lang}
        labels={props.labels}
        // Modules this one opens (modals) load from where it came from: its restBase,
        // ajaxUrl and fetch (the props object itself, no copy in the eager bundle).
        source={props}
        {...(props.logger ? { logger: props.logger } : {})}
      />
    </Suspense>
  );
}
