// Package ptn reads and writes whole PTN game files: tag pairs such as
// [Size "5"] followed by numbered move text with comments and a result, as
// Racetrack writes them and as ptn.ninja and playtak read them
// (docs/NOTATION.md §5).
//
// Parse reads one or more games and replays every ply with package board,
// so a Game always holds legal moves; a bad file gives an error that names
// the line, the move number and the ply, never a panic. Game.Write writes
// a game back the way Racetrack does: the required tags Player1, Player2,
// Date, Size and Result first, then the others, then the moves numbered
// "N." (or "N..." when a game starts with Black to move), each comment in
// braces after its ply, and the result token.
//
// What the reader accepts (docs/NOTATION.md §5.3-5.6):
//
//   - tag names in any case; values with \" and \\ escapes;
//   - Size; Komi as a decimal that is a multiple of 0.5, possibly negative;
//     TPS for the start position (merged or unmerged empty runs; its size
//     must match Size); Flats, Caps, Flats1, Flats2, Caps1 and Caps2 for
//     non-standard reserves; Opening "swap" ("no-swap" is rejected);
//   - move numbers "N." and "N...", PTN-Ninja's "--" placeholder for the
//     missing White ply of a game that starts with Black to move (numbers
//     may be left out, but those present must match the position);
//   - plies in any form board.ParseMove accepts, with annotations (' " ! ?
//     and a trailing *); the ' " ! ? marks are kept in Game.Marks and
//     written back after the ply, the * is not kept;
//   - comments {...}, possibly over several lines;
//   - the result tokens R-0 0-R F-0 0-F 1-0 0-1 1/2-1/2 *, and 0-0 (read
//     as "*", no result).
//
// A game ends where a tag follows its move text, or where a tag repeats
// one the game already has (so games without move text can follow each
// other). A result token must agree with the Result tag, and a road or flat
// result must be what the final position shows; a ply after the end of the
// game is an error.
package ptn
