import { DELTA_TYPES, type DeltaType } from './delta.js';

/**
 * Channels and namespaces: `ns:name` takes the options of namespace `ns`; a name without the
 * separator takes the default namespace's. A namespace nobody configured does not exist.
 */

/** Who may subscribe to a namespace's channels from a client. */
export type SubscribeRule =
  /** Anyone, anonymous connections included. */
  | 'public'
  /** Connections that authenticated (a connection token with a non-empty `sub`). */
  | 'user'
  /** Only with a subscription token for that channel (or as a server-side subscription). */
  | 'token';

/** Who may publish to a namespace's channels from a client (the server API always may). */
export type PublishRule =
  /** Nobody: only the server publishes. */
  | 'none'
  /** Connections currently subscribed to the channel. */
  | 'subscriber'
  /** Any connection that may subscribe to the channel. */
  | 'client';

export interface HistoryOptions {
  /** How many publications a channel keeps. 0 turns history (and recovery) off. */
  size: number;
  /** Seconds a publication stays in history. */
  ttl: number;
}

/** Options of one namespace. Every field has a default, so `{}` is a valid namespace. */
export interface NamespaceOptions {
  /** Who may subscribe. Default `'user'`. */
  subscribe?: SubscribeRule;
  /** Who may publish from a client. Default `'none'` (server only). */
  publish?: PublishRule;
  /** Keep presence (who is subscribed) and answer presence / presence_stats. Default `false`. */
  presence?: boolean;
  /** Push join and leave events to subscribers. Needs nothing else. Default `false`. */
  joinLeave?: boolean;
  /** History kept for each channel. Default none (size 0). */
  history?: HistoryOptions;
  /**
   * Make every subscription recoverable, whether the client asked (`recoverable`) or not.
   * Needs history. Default `false`: only clients that ask get recovery.
   */
  forceRecovery?: boolean;
  /**
   * Channel names (the whole name, namespace included) this namespace accepts; others are
   * "unknown channel". Default: any name. Use it to stop clients from creating arbitrary
   * channels in a public namespace.
   */
  channelPattern?: RegExp;
  /**
   * Delta compressions subscribers may ask for (Centrifugo's `allowed_delta_types`): `['fossil']`
   * lets a subscription with `delta: 'fossil'` receive publications as fossil deltas against the
   * previous one. Default `[]`: such subscriptions get whole publications.
   */
  allowedDeltaTypes?: DeltaType[];
}

/** A namespace with every default filled in. */
export interface ResolvedNamespace {
  readonly name: string;
  readonly subscribe: SubscribeRule;
  readonly publish: PublishRule;
  readonly presence: boolean;
  readonly joinLeave: boolean;
  readonly history: HistoryOptions | null;
  readonly forceRecovery: boolean;
  readonly channelPattern: RegExp | null;
  readonly allowedDeltaTypes: readonly DeltaType[];
}

export const NAMESPACE_SEPARATOR = ':';
/** Longer names are refused: they are keys in every map of the engine. */
export const MAX_CHANNEL_LENGTH = 255;

// Control characters and whitespace have no business in a channel name and would make
// logs and Redis keys ambiguous.
// biome-ignore lint/suspicious/noControlCharactersInRegex: they are exactly what is refused
const FORBIDDEN = /[\u0000-\u0020\u007f]/;

export function resolveNamespace(name: string, options: NamespaceOptions): ResolvedNamespace {
  const history =
    options.history && options.history.size > 0 && options.history.ttl > 0
      ? { size: Math.floor(options.history.size), ttl: options.history.ttl }
      : null;
  return {
    name,
    subscribe: options.subscribe ?? 'user',
    publish: options.publish ?? 'none',
    presence: options.presence ?? false,
    joinLeave: options.joinLeave ?? false,
    history,
    forceRecovery: (options.forceRecovery ?? false) && history !== null,
    channelPattern: options.channelPattern ?? null,
    allowedDeltaTypes: deltaTypes(name, options.allowedDeltaTypes ?? []),
  };
}

function deltaTypes(namespace: string, types: readonly string[]): DeltaType[] {
  for (const t of types) {
    if (!(DELTA_TYPES as readonly string[]).includes(t)) {
      throw new Error(
        `realtime: namespace ${JSON.stringify(namespace)}: unknown delta type ${JSON.stringify(t)}`,
      );
    }
  }
  return [...(types as DeltaType[])];
}

/** The namespace part of a channel name: `''` for the default namespace. */
export function namespaceOf(channel: string): string {
  const i = channel.indexOf(NAMESPACE_SEPARATOR);
  return i < 0 ? '' : channel.slice(0, i);
}

export function isValidChannelName(channel: string): boolean {
  return channel.length > 0 && channel.length <= MAX_CHANNEL_LENGTH && !FORBIDDEN.test(channel);
}

/** Looks up a channel's namespace; `null` when the name is invalid or the namespace unknown. */
export class Namespaces {
  readonly #byName = new Map<string, ResolvedNamespace>();

  constructor(
    defaultNamespace: NamespaceOptions | undefined,
    named: Record<string, NamespaceOptions>,
  ) {
    // No default namespace configured means channels without a namespace don't exist.
    if (defaultNamespace) this.#byName.set('', resolveNamespace('', defaultNamespace));
    for (const [name, options] of Object.entries(named)) {
      if (name === '' || name.includes(NAMESPACE_SEPARATOR)) {
        throw new Error(`realtime: invalid namespace name ${JSON.stringify(name)}`);
      }
      this.#byName.set(name, resolveNamespace(name, options));
    }
  }

  forChannel(channel: string): ResolvedNamespace | null {
    if (!isValidChannelName(channel)) return null;
    const ns = this.#byName.get(namespaceOf(channel));
    if (!ns) return null;
    if (ns.channelPattern && !ns.channelPattern.test(channel)) return null;
    return ns;
  }
}
