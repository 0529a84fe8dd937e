import {
  detailChannelName,
  RPC_GET_MATCH_DETAIL,
  RPC_GET_MATCHES,
  SPORT,
} from '@tribune/livescore';
import { RealtimeError, type RpcHandler, type RpcRegistry } from '@tribune/realtime';
import type { MatchService } from './matchService.js';
import { MATCH_NOT_FOUND, parseGetMatchDetail, parseGetMatches } from './rpcPayloads.js';

/**
 * The match service over the real-time connection (design.md section 3):
 * - `getMatches` `{lang, period}` → `{data: Match[]}`;
 * - `getMatchDetail` `{slug, lang}` → the MatchDetail itself (with `details.events`).
 * The same two answer under the sport's own names (spec 3.8: `football` and the derived
 * `footballDetail`), for a widget configured with rpcSport as its method names.
 */
export function registerMatchRpc(rpc: RpcRegistry, service: MatchService): () => void {
  const getMatches: RpcHandler = async (data) => {
    const { lang, period } = parseGetMatches(data);
    return { data: await service.getMatches(period, lang) };
  };
  const getMatchDetail: RpcHandler = async (data) => {
    const { slug, lang } = parseGetMatchDetail(data);
    const match = await service.getMatchDetail(slug, lang);
    if (!match) throw new RealtimeError(MATCH_NOT_FOUND, `match not found: ${slug}`);
    return match;
  };
  const methods: Array<[string, RpcHandler]> = [
    [RPC_GET_MATCHES, getMatches],
    [RPC_GET_MATCH_DETAIL, getMatchDetail],
    [SPORT, getMatches],
    [detailChannelName(SPORT), getMatchDetail],
  ];
  for (const [name, handler] of methods) rpc.register(name, handler);
  return () => {
    for (const [name] of methods) rpc.unregister(name);
  };
}
