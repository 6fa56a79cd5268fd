import Plumb
import Yams

extension YAMLReader {
    /// A `when:` condition: `{horizontal: compact|regular, vertical: compact|regular}`, at least one key.
    func traitCondition(_ node: Node) throws(SceneError) -> TraitCondition {
        let fields = try fields(of: node, allowed: ["horizontal", "vertical"], what: "a trait condition")
        guard !fields.isEmpty else {
            throw source.error(at: node, "a 'when' condition needs 'horizontal' or 'vertical' (compact or regular)")
        }
        let options: KeyValuePairs<String, SizeClass> = ["compact": .compact, "regular": .regular]
        return TraitCondition(
            horizontal: try fields["horizontal"].map { field throws(SceneError) in try choice(field.value, "size class", options) },
            vertical: try fields["vertical"].map { field throws(SceneError) in try choice(field.value, "size class", options) })
    }

    /// False when the entry has a `when:` whose condition the scene's size classes don't meet.
    func holds(_ when: YAMLField?) throws(SceneError) -> Bool {
        guard let when else { return true }
        return try traitCondition(when.value).matches(traits)
    }
}
