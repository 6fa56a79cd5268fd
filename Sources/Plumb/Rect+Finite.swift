extension Rect {
    /// The first of x, y, width and height that is not a finite number, named, with its value;
    /// nil when the rectangle is all numbers.
    public var nonFiniteComponent: (name: String, value: Double)? {
        let numbers = [("x", minX), ("y", minY), ("width", width), ("height", height)]
        return numbers.first { !$0.1.isFinite }
    }
}
