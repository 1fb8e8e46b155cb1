(function () {
  'use strict';
  const params = new URLSearchParams(location.search);
  const tournament = params.get('tournament');
  const game = params.get('game');
  const maxRows = parseInt(params.get('rows') || '12', 10);
  if (params.get('transparent') === '1') document.body.classList.add('transparent');
  window.overlayLoadedAt = Date.now();           // a reload would change it (the browser test checks it does not)

  const ROLE = { CIVILIAN: ['Мирный', 'RED'], SHERIFF: ['Шериф', 'RED'], MAFIA: ['Мафия', 'BLACK'], DON: ['Дон', 'BLACK'] };
  const STATUS = { KILLED: 'убит', VOTED: 'заголосован', REMOVED: 'удалён' };
  const PHASE = { SETUP: 'подготовка', NIGHT: 'ночь', DAY: 'день', VOTING: 'голосование', REVOTE: 'переголосование',
    TIE_SPEECHES: 'оправдательные речи', LIFT_ALL: 'подъём всех', LAST_WORDS: 'последнее слово', FINISHED: 'игра окончена' };
  const WHY = { '8.8': '', '8.8.1': 'доп.', '8.8.2': 'победы', '8.8.3': 'Д/Ш', '8.8.4': 'ПУ', '8.8.5': 'жребий', '7.3': 'снят' };
  const text = (el, value) => { el.textContent = value == null ? '' : String(value); return el; };
  const cell = (row, cls, value) => { const td = document.createElement('td'); if (cls) td.className = cls; text(td, value); row.appendChild(td); return td; };
  const pts = (v) => (Math.round(Number(v) * 100) / 100).toFixed(2);
  let previous = {};

  function renderStandings(msg) {
    const s = msg.standings;
    document.getElementById('standings').classList.remove('hidden');
    text(document.getElementById('title'), s.name || 'Турнирная таблица');
    const meta = document.getElementById('meta');
    meta.textContent = 'Игр: ' + s.games + (s.k && s.k.applies ? '  ·  K = ' + Number(s.k.value).toFixed(4) : '');
    if (s.compensationProvisional || (s.k && s.k.applies && s.k.provisional)) {
      const b = document.createElement('span'); b.className = 'badge'; b.textContent = 'предварительно'; meta.appendChild(b);
    }
    const body = document.getElementById('rows');
    body.textContent = '';
    const now = {};
    for (const r of s.rows.slice(0, maxRows)) {
      const tr = document.createElement('tr');
      tr.dataset.player = r.playerId;
      now[r.playerId] = r.total + '/' + r.place;
      if (previous[r.playerId] !== undefined && previous[r.playerId] !== now[r.playerId]) tr.className = 'changed';
      cell(tr, 'place', r.place);
      cell(tr, 'nick', r.nickname);
      cell(tr, 'games', r.games);
      cell(tr, 'wins', r.wins);
      cell(tr, 'extra', pts(r.extra));
      cell(tr, 'total', pts(r.total));
      const why = r.decidedAbove && r.decidedAbove.clause !== '8.8' ? r.decidedAbove.clause + ' ' + (WHY[r.decidedAbove.clause] || '') : '';
      cell(tr, 'why', why);
      body.appendChild(tr);
    }
    previous = now;
    document.body.dataset.standingsVersion = msg.version;
    document.body.dataset.standingsGames = s.games;
  }

  let speechTimer = null;
  function renderTable(v) {
    document.getElementById('table').classList.remove('hidden');
    const head = document.getElementById('tableHead');
    head.textContent = '';
    const title = document.createElement('b');
    title.textContent = 'Стол ' + (v.tableNo || '') + ' · игра ' + (v.gameNo || '');
    head.appendChild(title);
    head.appendChild(document.createTextNode('  ·  ' + (PHASE[v.phase] || v.phase) +
      (v.day ? '  ·  день ' + v.day : '') + (v.winner ? '  ·  победа: ' + (v.winner === 'RED' ? 'красные' : v.winner === 'BLACK' ? 'чёрные' : v.winner) : '')));
    const speech = document.createElement('span');
    head.appendChild(speech);
    if (speechTimer) clearInterval(speechTimer);
    if (v.speaker) {
      const until = new Date(v.speaker.startedAt).getTime() + v.speaker.seconds * 1000;
      const tick = () => { speech.textContent = '  ·  говорит №' + v.speaker.seat + ': ' + Math.max(0, Math.ceil((until - Date.now()) / 1000)) + ' с'; };
      tick(); speechTimer = setInterval(tick, 250);
    }
    const votes = {};
    if (v.votes) for (const c of v.votes.counts) votes[c.candidate] = c.votes;
    const seats = document.getElementById('seats');
    seats.textContent = '';
    for (const s of v.seats) {
      const d = document.createElement('div');
      d.className = 'seat' + (s.status !== 'AT_TABLE' ? ' out' : '') + (v.speaker && v.speaker.seat === s.seat ? ' speaking' : '') +
        ((v.candidates || []).includes(s.seat) ? ' candidate' : '');
      d.dataset.seat = s.seat;
      text(d.appendChild(document.createElement('div')), '№' + s.seat).className = 'no';
      text(d.appendChild(document.createElement('div')), s.nickname).className = 'nick';
      text(d.appendChild(document.createElement('div')), '●'.repeat(s.fouls || 0)).className = 'fouls';
      text(d.appendChild(document.createElement('div')), s.status === 'AT_TABLE' ? '' : STATUS[s.status] + (s.leftDay ? ' (д' + s.leftDay + ')' : s.leftNight ? ' (н' + s.leftNight + ')' : '')).className = 'state';
      if (votes[s.seat] !== undefined) text(d.appendChild(document.createElement('div')), votes[s.seat]).className = 'votes';
      if (s.role) { const r = d.appendChild(document.createElement('div')); r.className = 'role ' + ROLE[s.role][1]; r.textContent = ROLE[s.role][0]; }
      seats.appendChild(d);
    }
    document.body.dataset.tableSeq = v.seq;
  }

  if (tournament) {
    const es = new EventSource('/api/tournaments/' + encodeURIComponent(tournament) + '/standings/stream');
    es.addEventListener('standings', (e) => renderStandings(JSON.parse(e.data)));
  }
  if (game) {
    const es = new EventSource('/api/games/' + encodeURIComponent(game) + '/stream');
    es.addEventListener('table', (e) => renderTable(JSON.parse(e.data)));
  }
})();
