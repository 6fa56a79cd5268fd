import Yams

/// A component instance while its parts are declared: how the names inside the component map
/// to scene ids. In the instance `b1` of a component with a part `label`, `label` is `b1.label`
/// and `root` is `b1`; other names are the scene's.
struct InstanceScope {
    /// The instance's id: `b1`, or `card.b1` for an instance inside the instance `card`.
    let instanceID: String
    /// The component's name.
    let component: String
    /// The ids of the component's own views and guides.
    let locals: Set<String>
    /// The components being instantiated, outermost first, this one last.
    let chain: [String]
    /// Where the instance is used and where its component is defined, for errors inside it.
    let notes: [SceneError]

    /// What the ids of the instance's parts start with.
    var prefix: String { instanceID + "." }

    /// The scene id a name inside the component stands for.
    func qualified(_ name: String) -> String {
        if name == "root" { return instanceID }
        return locals.contains(name) ? prefix + name : name
    }

    /// A name's node with the name qualified, at the same place.
    func qualifying(_ node: Node) -> Node {
        guard case let .scalar(scalar) = node else { return node }
        let name = qualified(scalar.string)
        guard name != scalar.string else { return node }
        return .scalar(Node.Scalar(name, scalar.tag, scalar.style, scalar.mark))
    }

    /// The instance's id as a node at `node`'s place (a default that was never written).
    func instanceNode(at node: Node) -> Node {
        .scalar(Node.Scalar(instanceID, .implicit, .plain, node.mark))
    }

    /// A view's keys with the names in `parent`, `arranged` and `customSpacing` qualified.
    func qualifying(view node: Node) -> Node {
        guard case let .mapping(mapping) = node else { return node }
        var pairs: [(Node, Node)] = []
        for (key, value) in mapping {
            switch (key.string, value) {
            case ("parent", _):
                pairs.append((key, qualifying(value)))
            case let ("arranged", .sequence(sequence)):
                pairs.append((key, .sequence(Node.Sequence(sequence.map { qualifying($0) }, sequence.tag, sequence.style, sequence.mark))))
            case let ("customSpacing", .mapping(spacing)):
                let qualified = spacing.map { (qualifying($0.key), $0.value) }
                pairs.append((key, .mapping(Node.Mapping(qualified, spacing.tag, spacing.style, spacing.mark))))
            default:
                pairs.append((key, value))
            }
        }
        return .mapping(Node.Mapping(pairs, mapping.tag, mapping.style, mapping.mark))
    }

    /// `error` with this instance's notes after its own, leaving out a note on the error's line.
    func annotating(_ error: SceneError) -> SceneError {
        var annotated = error
        for note in notes where !(note.file == error.file && note.line == error.line) && !annotated.notes.contains(note) {
            annotated.notes.append(note)
        }
        return annotated
    }
}

/// The constraints of one component instance, compiled once every view in the scene exists.
struct InstanceConstraints {
    let scope: InstanceScope
    /// The entries, with the parameters already in them.
    let entries: [Node]
    /// Where the parameters went in the entries' strings.
    let substitutions: [SubstitutedText.Place: SubstitutedText]
}
