// SGF texts shared by the SGF tests: a record with Korean and Chinese text, setup, markup and variations,
// and a small problem tree of the kind the content tools write.

/** A 9×9 record: root setup, escapes, labels, markers and two variations after Black's first move. */
export const sample = `(;FF[4]GM[1]CA[UTF-8]SZ[9]KM[6.5]PB[이세돌]PW[柯洁]RE[W+R]
C[흑이 먼저 둡니다. 黑先。 Escapes: \\] and \\\\ done.]
AB[cc][gc]AW[ee]
;B[dd]LB[dd:A][ef:한]CR[aa]TR[bb:cc]
(;W[ed]C[좋은 수 好棋];B[])
(;W[dc]MA[ab]SQ[ba]))`;

/** A capture problem: Black to play; the right answer is marked with a comment, wrong tries refuted. */
export const problem = `(;FF[4]GM[1]CA[UTF-8]SZ[5]PL[B]
AB[ba][ab][cb]AW[bb][da][db]
C[Capture the marked stone. 표시된 돌을 잡으세요. 吃掉标记的子。]TR[bb]
(;B[bc]C[RIGHT 정답 正确])
(;B[ca];W[bc]C[Wrong: White escapes.]))`;
