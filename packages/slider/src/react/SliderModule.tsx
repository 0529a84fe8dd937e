import { lazy, type Ref, Suspense, useEffect, useImperativeHandle, useMemo, useState } from 'react';
import type { FetchLike } from '../core/data/Http.js';
import { environmentFrom, fallbackImage } from '../core/Fallback.js';
import { DEFAULT_FONT_BASE, hasWebFonts } from '../core/fonts/FontSettings.js';
import { consoleLogger, type Logger } from '../core/Messages.js';
import type { SliderModule as ModuleData } from '../core/model/ParseModule.js';
import { moduleHold } from '../core/sbt/SbtLayout.js';
import { needsStream } from '../core/stream/SourceTypes.js';
import { createSliderApi, type SliderApi } from './api.js';
import { HeroModule } from './HeroModule.js';
import type { SliderLabels } from './labels.js';
import { ModuleErrorBoundary } from './ModuleErrorBoundary.js';
import './registerFeatures.js';
import { sliderRegistry } from './registry.js';
import { SbtHold } from './sbt/SbtHold.js';

// A chunk of its own: pages whose modules are all heroes never download it.
const StandardModule = lazy(() =>
  // Only the default export is read, so the chunk needs no namespace object (and no runtime).
  import('./StandardModule.js').then((m) => ({ default: m.default })),
);

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
  /**
   * Where the module's web fonts are served, one WOFF2 file per face
   * (`{fontBase}/open-sans-700.woff2`). Default "/fonts": Tribune's server; no font service.
   */
  fontBase?: string;
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

/** A module to draw as it is: not one fed by a stream the server did not fill. */
function ready(module: ModuleData | null | undefined): ModuleData | null {
  return module && !needsStream(module) ? module : null;
}

function ModuleLoader(props: SliderModuleProps) {
  // A module fed by a stream is drawn once the browser has its items (loadModule's chunk).
  const [loaded, setLoaded] = useState<ModuleData | null>(ready(props.module));
  const { module, data, src, alias, id, restBase, ajaxUrl, logger, lang } = props;
  const fetchImpl = props.fetch;
  useEffect(() => {
    if (ready(module)) {
      setLoaded(module as ModuleData);
      return;
    }
    if (!module && data === undefined && !src && !alias && id === undefined) return;
    let live = true;
    const source = {
      module,
      data,
      src,
      alias,
      id,
      restBase,
      ajaxUrl,
      fetch: fetchImpl,
      logger,
      lang,
    };
    // Fetching and parsing are a chunk of their own: server-rendered modules never need it.
    void import('./loadModule.js')
      .then(({ loadModule }) => loadModule(source))
      .then((m) => {
        if (live) setLoaded(m);
      });
    return () => {
      live = false;
    };
  }, [module, data, src, alias, id, restBase, ajaxUrl, fetchImpl, logger, lang]);
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

  const fonts = (settings as { fonts?: unknown }).fonts;
  const fontBase = props.fontBase ?? DEFAULT_FONT_BASE;
  const logger = props.logger ?? consoleLogger;
  useEffect(() => {
    // The font code is a chunk of its own, for modules that list web fonts.
    if (!hasWebFonts(fonts)) return;
    void import('./fonts/loadModuleFonts.js').then((m) =>
      m.loadModuleFonts(fonts, fontBase, logger),
    );
  }, [fonts, fontBase, logger]);

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
  const standard = (
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
  );
  const view =
    settings.type === 'hero' ? (
      <HeroModule
        module={module}
        serverRendered={serverRendered}
        label={label}
        logger={props.logger}
      />
    ) : serverRendered ? (
      standard
    ) : (
      <Suspense fallback={null}>{standard}</Suspense>
    );
  const hold = moduleHold(settings.sbt);
  return hold ? <SbtHold hold={hold}>{view}</SbtHold> : view;
}
