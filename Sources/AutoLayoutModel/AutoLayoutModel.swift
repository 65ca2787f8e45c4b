// The Auto Layout model arrives with issue 5.
@_exported import Simplex
