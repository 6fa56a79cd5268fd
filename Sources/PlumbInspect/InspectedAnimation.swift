/// A recorded animation as the page's time scrubber shows it: one film per mode, each a list of
/// frames with every view's, guide's and constraint anchor's place in that frame. The frames'
/// pictures are kept beside the model (``InspectorPage/framePictures``), each frame naming
/// its picture by index; frames that look the same share one.
public struct InspectedAnimation: Codable, Hashable, Sendable {
    /// What changes: `window.width=300->100`.
    public var title: String
    /// The length in seconds.
    public var duration: Double
    /// Frames per second: the speed the page plays at.
    public var fps: Double
    /// The timing curve: `linear`, `easeIn`, `easeOut` or `easeInOut`.
    public var curve: String
    /// One film per mode, in the order they were recorded (`constraints`, then `interpolated`).
    public var films: [InspectedFilm]
}

/// One mode's frames.
public struct InspectedFilm: Codable, Hashable, Sendable {
    /// `constraints` (re-solved every frame) or `interpolated` (Core Animation's straight lines).
    public var mode: String
    /// The frames, from the scene before the change to the scene after it.
    public var frames: [InspectedFrame]
}

/// One frame of a film, in the model's coordinates (root coordinates, as
/// ``InspectedView/frame`` has them). Arrays run parallel to the model's views, guides and
/// constraints.
public struct InspectedFrame: Codable, Hashable, Sendable {
    /// Seconds from the start.
    public var time: Double
    /// How far along the curve, 0…1.
    public var progress: Double
    /// True once the change's activations and hidden flags apply.
    public var afterChange: Bool
    /// The index of the frame's picture in ``InspectorPage/framePictures``.
    public var picture: Int
    /// The root's size in this frame (the canvas).
    public var size: InspectorSize
    /// Each view's frame in root coordinates.
    public var frames: [InspectorRect]
    /// Each view's frame in its superview's coordinates, as `LayoutAnimation.frame(of:at:)` has it.
    public var framesInParent: [InspectorRect]
    /// Each view's alignment rectangle in root coordinates.
    public var alignmentRects: [InspectorRect]
    /// True for each view drawn in this frame.
    public var visible: [Bool]
    /// Each guide's layout frame in root coordinates.
    public var guides: [InspectorRect]
    /// Each constraint's anchor positions: the first item's, then the second item's when it has one.
    public var anchors: [[Double]]
    /// The constraints this frame misses, and by how much.
    public var violations: [InspectedViolation]
    /// How far the frame misses the required constraints at most, in points.
    public var requiredError: Double
}

/// A constraint an animation frame misses.
public struct InspectedViolation: Codable, Hashable, Sendable {
    /// The constraint's identifier or equation.
    public var name: String
    /// How far the frame misses it, in points.
    public var error: Double
    /// True for a required constraint.
    public var required: Bool
    /// The constraint's index in ``InspectorModel/constraints``, when the model lists it.
    public var constraint: Int?
}
