/**
 * The demo film, drawn frame by frame on a canvas: a top-down pitch where the navy side passes
 * its way up the field and scores in the 88th minute (the derby of the demo's top story). This
 * function is serialised into the browser page (`toString()`), so it must use nothing from
 * outside its own body.
 */
export function drawFilmFrame(ctx: CanvasRenderingContext2D, t: number): void {
  const W = ctx.canvas.width;
  const s = W / 960;
  ctx.save();
  ctx.scale(s, s);

  // Pitch: mown stripes and white lines.
  for (let i = 0; i < 12; i++) {
    ctx.fillStyle = i % 2 === 0 ? '#2f7d36' : '#358a3c';
    ctx.fillRect(i * 80, 0, 80, 540);
  }
  ctx.strokeStyle = 'rgba(255,255,255,0.9)';
  ctx.lineWidth = 3;
  ctx.strokeRect(40, 40, 880, 460);
  ctx.beginPath();
  ctx.moveTo(480, 40);
  ctx.lineTo(480, 500);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(480, 270, 62, 0, Math.PI * 2);
  ctx.stroke();
  for (const side of [0, 1]) {
    const x = side === 0 ? 40 : 920;
    const dir = side === 0 ? 1 : -1;
    ctx.strokeRect(Math.min(x, x + dir * 132), 130, 132, 280);
    ctx.strokeRect(Math.min(x, x + dir * 50), 205, 50, 130);
    ctx.strokeRect(Math.min(x, x - dir * 14), 235, 14, 70);
  }

  // Key frames of the move: [time, x, y] of the ball.
  const ball: Array<[number, number, number]> = [
    [0, 300, 300],
    [1.4, 520, 150],
    [2.6, 640, 200],
    [3.8, 700, 390],
    [5.0, 805, 250],
    [5.8, 930, 262],
    [8, 930, 262],
  ];
  const ease = (p: number) => p * p * (3 - 2 * p);
  const along = (path: Array<[number, number, number]>, time: number): [number, number] => {
    for (let i = 1; i < path.length; i++) {
      const [t1, x1, y1] = path[i]!;
      const [t0, x0, y0] = path[i - 1]!;
      if (time <= t1) {
        const p = ease(Math.max(0, (time - t0) / (t1 - t0)));
        return [x0 + (x1 - x0) * p, y0 + (y1 - y0) * p];
      }
    }
    const [, x, y] = path.at(-1)!;
    return [x, y];
  };

  const navy: Array<Array<[number, number, number]>> = [
    [
      [0, 290, 314],
      [1.4, 360, 300],
      [8, 420, 290],
    ],
    [
      [0, 470, 170],
      [1.4, 512, 162],
      [2.6, 628, 212],
      [8, 660, 220],
    ],
    [
      [0, 600, 420],
      [2.6, 660, 400],
      [3.8, 690, 402],
      [8, 720, 380],
    ],
    [
      [0, 700, 200],
      [3.8, 770, 240],
      [5.0, 795, 262],
      [5.6, 830, 258],
      [8, 850, 250],
    ],
    [
      [0, 160, 270],
      [8, 200, 270],
    ],
  ];
  const red: Array<Array<[number, number, number]>> = [
    [
      [0, 560, 260],
      [2.6, 610, 240],
      [8, 700, 270],
    ],
    [
      [0, 720, 330],
      [3.8, 720, 360],
      [8, 780, 330],
    ],
    [
      [0, 780, 170],
      [5.0, 820, 220],
      [8, 850, 230],
    ],
    [
      [0, 840, 300],
      [5.0, 845, 285],
      [8, 870, 290],
    ],
    [
      [0, 905, 270],
      [5.7, 910, 240],
      [6.2, 905, 225],
      [8, 905, 230],
    ],
  ];
  const player = (x: number, y: number, fill: string, ring: string) => {
    ctx.fillStyle = 'rgba(0,0,0,0.25)';
    ctx.beginPath();
    ctx.ellipse(x + 3, y + 5, 13, 8, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = fill;
    ctx.strokeStyle = ring;
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.arc(x, y, 13, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
  };
  for (const path of red) player(...along(path, t), '#d70c17', '#ffffff');
  for (const path of navy) player(...along(path, t), '#111936', '#f9fafb');

  const [bx, by] = along(ball, t);
  ctx.fillStyle = 'rgba(0,0,0,0.3)';
  ctx.beginPath();
  ctx.ellipse(bx + 2, by + 4, 7, 4, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.arc(bx, by, 7, 0, Math.PI * 2);
  ctx.fill();

  // Scoreboard and clock: 87:42 at the start, the goal at 5.8 s.
  const scored = t >= 5.8;
  const clock = 87 * 60 + 42 + Math.floor(t);
  const mm = String(Math.floor(clock / 60));
  const ss = String(clock % 60).padStart(2, '0');
  ctx.fillStyle = 'rgba(17,25,54,0.92)';
  ctx.beginPath();
  ctx.roundRect(56, 56, 330, 52, 10);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.font = 'bold 26px sans-serif';
  ctx.textBaseline = 'middle';
  ctx.fillText(`VAL ${scored ? 3 : 2} – 2 RIV`, 74, 83);
  ctx.fillStyle = '#1b883f';
  ctx.fillRect(292, 66, 82, 32);
  ctx.fillStyle = '#ffffff';
  ctx.font = 'bold 20px sans-serif';
  ctx.fillText(`${mm}:${ss}`, 301, 83);

  if (scored) {
    const p = Math.min(1, (t - 5.8) / 0.4);
    ctx.globalAlpha = p;
    ctx.fillStyle = 'rgba(17,25,54,0.85)';
    ctx.fillRect(0, 220, 960, 100);
    ctx.fillStyle = '#ffffff';
    ctx.font = `bold ${Math.round(48 + 12 * p)}px sans-serif`;
    ctx.textAlign = 'center';
    // No words: the same film plays in every language.
    ctx.fillText("88'   VAL 3 – 2 RIV", 480, 272);
    ctx.textAlign = 'left';
    ctx.globalAlpha = 1;
  }

  ctx.fillStyle = 'rgba(255,255,255,0.85)';
  ctx.font = 'italic bold 22px serif';
  ctx.fillText('Tribune', 820, 528);
  ctx.restore();
}
