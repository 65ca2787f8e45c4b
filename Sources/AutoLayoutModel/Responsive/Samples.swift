/// Sample screens that ship with the package, built on a ``Window`` so that they can be shown on
/// any device of the catalog, in any orientation (the `layout demo` command shows them).
///
/// - ``gridSample(environment:)``: the Responsive iOS Grid System's sample on live grid guides.
/// - ``breather(environment:style:marginPriorities:conflictHandler:)``: the Breather weather screen, built three
///   ways that give the same frames.
public enum Samples {}
