import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DICTIONARIES, LANGUAGES } from '../core/i18n/index.js';
import { MATCH_SLUG_KEY } from '../core/storage.js';
import { byPeriod, FakeTransport, type RpcHandler } from '../core/test-support/fakeTransport.js';
import { liveMatch, rawMatch } from '../core/test-support/fixtures.js';
import { LiveScoreWidget, type LiveScoreWidgetProps } from './LiveScoreWidget.js';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function renderWidget(handler: RpcHandler, props: Partial<LiveScoreWidgetProps> = {}) {
  const transport = new FakeTransport(handler);
  const view = render(
    <LiveScoreWidget lang="en" timeZone="Europe/Paris" transport={transport} {...props} />,
  );
  await act(async () => {
    transport.connect();
    await vi.advanceTimersByTimeAsync(0);
  });
  return { transport, ...view };
}

const widget = () => document.querySelector<HTMLElement>('.tls-widget')!;
const pill = () => document.querySelector<HTMLElement>('[data-pill]')!;
const digit = (side: 'home' | 'away') =>
  document.querySelector<HTMLElement>(`[data-score="${side}"]`)!;

describe('LiveScoreWidget', () => {
  it('shows the loader bar until the list arrives', () => {
    render(<LiveScoreWidget lang="en" transport={new FakeTransport()} />);
    expect(screen.getByRole('progressbar', { name: 'Loading matches…' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Live score' }).getAttribute('aria-busy')).toBe(
      'true',
    );
    expect(widget().dataset.status).toBe('loading');
  });

  it('renders the loading state on the server without touching the network', () => {
    const html = renderToString(<LiveScoreWidget lang="fr" />);
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('Chargement des matchs…');
  });

  it('shows the empty text when there is no match at all, configurable', async () => {
    await renderWidget(byPeriod({}));
    expect(widget().dataset.status).toBe('empty');
    expect(screen.getByText(DICTIONARIES.en.notices.noMatches)).toBeTruthy();
    cleanup();
    await renderWidget(byPeriod({}), { emptyText: 'Pas de match' });
    expect(screen.getByText('Pas de match')).toBeTruthy();
  });

  it('shows the match card of a live match, without notice', async () => {
    await renderWidget(byPeriod({ live: [liveMatch({ slug: 'a' })] }));
    const card = screen.getByRole('article');
    expect(card.dataset.match).toBe('a');
    expect(card.querySelector('.tls-card__title')?.textContent).toBe(
      '14/03/2026 20:45 | France | Ligue Élite',
    );
    expect(screen.getByRole('img', { name: 'Montclair logo' }).getAttribute('src')).toBe(
      '/media/home.png',
    );
    expect(screen.getByRole('img', { name: 'Lorvèze logo' })).toBeTruthy();
    expect(digit('home').textContent).toBe('1');
    expect(digit('away').textContent).toBe('0');
    expect(digit('home').dataset.leading).toBe('true');
    expect(digit('away').dataset.leading).toBeUndefined();
    expect(screen.getByText('Score: Montclair 1, Lorvèze 0')).toBeTruthy();
    expect(pill().textContent).toBe("23'");
    expect(pill().dataset.live).toBe('true');
    expect(document.querySelector('[data-notice]')).toBeNull();
    expect(localStorage.getItem(MATCH_SLUG_KEY)).toBe('a');
  });

  it("shows '-' and an empty pill before kick-off, with the closest-match notice above the card", async () => {
    await renderWidget(byPeriod({ today: [rawMatch({ slug: 'p' })] }));
    expect(digit('home').textContent).toBe('-');
    expect(pill().textContent).toBe('');
    const notice = document.querySelector('[data-notice]')!;
    expect(notice.textContent).toBe(
      'At the moment there are no Live matches, the closest match is 14/03/2026 20:45 Montclair - Lorvèze.',
    );
    expect(notice.querySelector('svg[aria-hidden="true"]')).toBeTruthy();
    expect(notice.compareDocumentPosition(screen.getByRole('article'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('says there is nothing for 2 days when only a finished match can be shown', async () => {
    await renderWidget(byPeriod({ today: [rawMatch({ stage: 'finished_penalty' })] }));
    expect(document.querySelector('[data-notice]')?.textContent).toBe(
      DICTIONARIES.en.notices.noMatches,
    );
    expect(pill().textContent).toBe('Finished (P)');
  });

  it('announces a goal politely, marks it up, and clears the mark after 45 s', async () => {
    const { transport } = await renderWidget(byPeriod({ live: [liveMatch({ slug: 'a' })] }));
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    const homeName = () =>
      document.querySelector<HTMLElement>('[data-team="home"] .tls-team__name');
    expect(homeName()?.dataset.leading).toBe('true');
    act(() =>
      transport.publish({ slug: 'a', matchTime: 67, away: { score: 1, periods: { '2': 1 } } }),
    );
    expect(region.textContent).toBe('Score update: Montclair 1, Lorvèze 1');
    expect(digit('away').dataset.mark).toBe('up');
    expect(digit('away').textContent).toBe('1▲');
    expect(pill().textContent).toBe("67'");
    expect(digit('home').dataset.leading).toBeUndefined();
    // The team blocks skip redrawing for a goal, but not when the lead changes hands.
    expect(homeName()?.dataset.leading).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(45_000));
    expect(digit('away').dataset.mark).toBeUndefined();
  });

  it('shows the stage label when the stage changes', async () => {
    const { transport } = await renderWidget(
      byPeriod({ live: [liveMatch({ slug: 'a' })] }, (slug) => ({
        ...liveMatch({ slug, stage: 'halftime' }),
      })),
    );
    act(() => transport.publish({ slug: 'a', stage: 'halftime' }));
    expect(pill().textContent).toBe('Half time');
    expect(pill().dataset.pill).toBe('halftime');
  });

  it('opens the details and says the information will come later', async () => {
    await renderWidget(
      byPeriod({ live: [liveMatch({ slug: 'a' })] }, (slug) => ({
        ...liveMatch({ slug }),
        details: { events: [] },
      })),
    );
    const toggle = screen.getByRole('button', { name: 'Match details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await act(async () => {
      fireEvent.click(toggle);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(panel).getByText('Information will be available later')).toBeTruthy();
  });

  it('lists the events once the feed has some', async () => {
    const events = [
      { type: 'goal', minute: '12', side: 'home', body: { player: 'Morvan' } },
      { type: 'yellow_card', minute: '90+1', side: 'away', body: {} },
    ];
    await renderWidget(
      byPeriod({ live: [liveMatch({ slug: 'a' })] }, (slug) => ({
        ...liveMatch({ slug }),
        details: { events },
      })),
      { lang: 'fr' },
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Détails du match' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    // The scorer is named, and the minute never runs into the words ("90+1'Carton jaune").
    expect(items).toEqual(["12' But · Morvan Montclair", "90+1' Carton jaune Lorvèze"]);
  });

  it('replaces the loader with a notice when no connection comes within 60 s, and keeps trying', async () => {
    const transport = new FakeTransport(byPeriod({ live: [liveMatch({ slug: 'a' })] }));
    render(<LiveScoreWidget lang="fr" transport={transport} />);
    act(() => transport.setConnection('connecting'));
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(
      screen.getByText(DICTIONARIES.fr.notices.connectionTimeout).closest('[data-notice]'),
    ).toBeTruthy();
    await act(async () => {
      transport.connect();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.queryByText(DICTIONARIES.fr.notices.connectionTimeout)).toBeNull();
    expect(screen.getByRole('article').dataset.match).toBe('a');
  });

  it('says at once when the browser goes offline, above the card', async () => {
    await renderWidget(byPeriod({ live: [liveMatch({ slug: 'a' })] }), { lang: 'fr' });
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText(DICTIONARIES.fr.notices.offline)).toBeTruthy();
    expect(screen.getByRole('article')).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(DICTIONARIES.fr.notices.offline)).toBeNull();
  });

  it('renders the server’s list on the server: the card, not the loader', () => {
    const html = renderToString(
      <LiveScoreWidget
        lang="fr"
        timeZone="Europe/Paris"
        initialMatches={[rawMatch({ slug: 'm' })]}
      />,
    );
    expect(html).toContain('data-match="m"');
    expect(html).not.toContain('role="progressbar"');
  });

  it('stops its connection when unmounted', async () => {
    const { transport, unmount } = await renderWidget(byPeriod({ live: [liveMatch()] }));
    unmount();
    expect(transport.closes).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('each of the 21 languages renders its labels', () => {
  it.each(LANGUAGES)('%s', async (lang) => {
    const dictionary = DICTIONARIES[lang];
    const { transport } = await renderWidget(
      byPeriod({ live: [liveMatch({ slug: 'a', stage: 'halftime' }), rawMatch({ slug: 'b' })] }),
      { lang },
    );
    const region = screen.getByRole('region', { name: dictionary.widget.label });
    expect(region.getAttribute('lang')).toBe(lang);
    expect(pill().textContent).toBe(dictionary.stages.halftime);
    expect(screen.getByRole('button', { name: dictionary.widget.details })).toBeTruthy();
    expect(
      screen.getByRole('img', { name: dictionary.widget.logoAlt.replace('{team}', 'Montclair') }),
    ).toBeTruthy();
    act(() => transport.publish({ slug: 'a', stage: 'live', matchTime: -1 }));
    expect(pill().textContent).toBe(dictionary.stages.live);
    act(() => transport.publish({ slug: 'a', stage: 'finished' }));
    expect(pill().textContent).toBe(dictionary.stages.finished);
    expect(document.querySelector('[data-notice]')?.textContent).toBe(dictionary.notices.noMatches);
    expect(
      document.querySelector('.tls-card__title')?.textContent?.startsWith('14/03/2026 20:45'),
    ).toBe(true);
  });

  it('falls back to English for another language', async () => {
    await renderWidget(byPeriod({ live: [liveMatch()] }), { lang: 'ja' });
    expect(screen.getByRole('region', { name: 'Live score' }).getAttribute('lang')).toBe('en');
  });
});
