// The Auto Layout model is written in terms of the solver's types (strengths in conflict reports,
// the engine's solver for debugging and traces), so importing it brings the solver in too.
@_exported import Simplex
