/**
 * Team shapes in metres (x along the pitch, attacking toward +x; y across). Used by the aerial
 * shot and the tactics board so the dots on the grass look like a match, not confetti.
 */
export type Formation = readonly (readonly [number, number])[];

export const FORMATIONS: readonly Formation[] = [
  // 4-3-3
  [
    [-48, 0],
    [-30, -22],
    [-32, -8],
    [-32, 8],
    [-30, 22],
    [-14, -16],
    [-16, 0],
    [-14, 16],
    [4, -22],
    [8, 0],
    [4, 22],
  ],
  // 4-4-2
  [
    [-48, 0],
    [-30, -23],
    [-32, -8],
    [-32, 8],
    [-30, 23],
    [-12, -22],
    [-14, -7],
    [-14, 7],
    [-12, 22],
    [6, -8],
    [6, 8],
  ],
  // 3-5-2
  [
    [-48, 0],
    [-32, -14],
    [-34, 0],
    [-32, 14],
    [-14, -27],
    [-18, -9],
    [-20, 0],
    [-18, 9],
    [-14, 27],
    [5, -8],
    [5, 8],
  ],
  // 4-2-3-1
  [
    [-48, 0],
    [-30, -22],
    [-32, -8],
    [-32, 8],
    [-30, 22],
    [-20, -8],
    [-20, 8],
    [-4, -18],
    [-2, 0],
    [-4, 18],
    [12, 0],
  ],
];
