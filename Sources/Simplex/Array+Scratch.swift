extension Array {
    /// Empties a scratch array but keeps its buffer, like `removeAll(keepingCapacity: true)`,
    /// faster when it holds a few elements.
    ///
    /// `removeAll(keepingCapacity:)` goes through the general `replaceSubrange`, about a hundred
    /// instructions a call (callgrind); the solver empties several scratch arrays of two or three
    /// elements per constraint, where removing the elements one by one costs a fraction of that.
    ///
    /// - Complexity: O(*n*) for *n* elements.
    @inline(__always)
    mutating func removeAllKeepingBuffer() {
        if count <= 8 {
            while !isEmpty { removeLast() }
        } else {
            removeAll(keepingCapacity: true)
        }
    }
}
