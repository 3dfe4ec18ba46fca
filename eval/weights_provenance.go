package eval

// Provenance of the tuned weights (weights_tuned.go, written by cmd/tune
// and never edited by hand; this file is the hand-written record). All
// sets come from Texel tuning on self-play positions, komi 0 and 2, and
// are kept only where a match proved them:
//
//   - 4x4: tuned with the flat weight held at 40; against the hand
//     weights, 2+0.02, 30 games: +25 -2 =3.
//   - 5x5: the first tuning run, not matched against the hand weights on
//     5x5 itself; a re-tune with the flat weight held scored +14 -16 =1
//     against it in 31 games, so it stays.
//   - 6x6: refitted from the previous 6x6 set with the group-size,
//     control, throw, tempo and late-game features, the flat weight held
//     at 40, on 600 self-play games at 25k nodes (komi 0 and 2) plus 360
//     match games against Taktician; against Taktician (komi 0, 10+0.1, 40
//     games from the same balanced openings, same search) it scored +36 -3
//     =1, the previous set +28 -6 =2 after 36 games. The previous 6x6 set
//     (tuned with the flat weight held at 40) beat the first tuned set +34
//     -24 =2, which beat the hand weights +57 -3.
//   - 7x7 and 8x8: the previous 6x6 set (the 7x7 re-tune lost 0-26 to the
//     hand weights); against the hand weights on 7x7, 3+0.03, 20 games:
//     +19 -1 =0. 8x8 is not measured.
//
// To change a set, run cmd/tune (README.md, "Tuning"), prove the result
// by a match, and record it here.
