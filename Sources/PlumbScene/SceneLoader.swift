import Foundation
import Plumb
import Yams

/// Loads YAML scene files (the format in `SCENE-FORMAT.md`) into view trees.
///
/// ```swift
/// let loaded = try SceneLoader.load(contentsOf: "samples/answer-row.yaml", services: .rendering)   // import PlumbRender
/// let outcome = loaded.layout()
/// print(loaded.scene.view("send")!.frame)
/// ```
public enum SceneLoader {
    /// The top-level keys of a scene file.
    static let sceneKeys = ["name", "size", "scale", "direction", "background", "root", "views", "guides", "constraints", "metrics", "safeArea", "components",
                            "strings", "developmentLanguage", "device", "contentSize", "appearance", "animation", "fonts", "systemFont"]

    /// Reads and loads a scene file for an environment (default: the file's own settings), with
    /// `services` measuring its text, reading its pictures and adding its fonts (PlumbRender's
    /// `.rendering` to draw it).
    public static func load(contentsOf path: String, services: SceneServices,
                            environment: SceneEnvironment = .init(), scene: String? = nil) throws(SceneError) -> LoadedScene
    {
        try parse(contentsOf: path, scene: scene).load(environment: environment, services: services)
    }

    /// Loads a scene from YAML text for an environment, with `services` (see
    /// ``load(contentsOf:services:environment:)``); `file` names it in errors and is where image paths start.
    public static func load(yaml text: String, file: String, services: SceneServices,
                            environment: SceneEnvironment = .init()) throws(SceneError) -> LoadedScene
    {
        if InterfaceBuilderFile.isDocument(file) {
            let parsed = ParsedSceneFile(source: SourceText(file: file, text: text), node: Node(""),
                                         interfaceBuilder: try IBDocument.parse(text: text, file: file, scene: nil))
            return try parsed.load(environment: environment, services: services)
        }
        return try parse(yaml: text, file: file).load(environment: environment, services: services)
    }

    /// Reads and parses a scene file once, to load it for several environments. A `.xib` or
    /// `.storyboard` is read as an Interface Builder document (`scene` picks a storyboard's view
    /// controller or a XIB's top-level view; see docs/INTERFACE-BUILDER.md).
    public static func parse(contentsOf path: String, scene: String? = nil) throws(SceneError) -> ParsedSceneFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw SceneError(file: path, line: 1, column: 1,
                             message: exists ? "cannot read the scene file" : "no such scene file", sourceLine: "")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SceneError(file: path, line: 1, column: 1, message: "the scene file is not UTF-8 text", sourceLine: "")
        }
        if InterfaceBuilderFile.isDocument(path) {
            return ParsedSceneFile(source: SourceText(file: path, text: text), node: Node(""),
                                   interfaceBuilder: try IBDocument.parse(text: text, file: path, scene: scene))
        }
        if let scene {
            throw SceneError(file: path, line: 1, column: 1, message: "--scene '\(scene)' picks a scene in a .xib or .storyboard file; a YAML file is one scene", sourceLine: "")
        }
        return try parse(yaml: text, file: path)
    }

    /// Parses YAML text once, to load it for several environments.
    public static func parse(yaml text: String, file: String) throws(SceneError) -> ParsedSceneFile {
        let source = SourceText(file: file, text: text)
        let node: Node
        do {
            guard let composed = try Yams.compose(yaml: text) else {
                throw source.error(line: 1, scalarColumn: 1, "the scene file is empty")
            }
            node = composed
        } catch let error as SceneError {
            throw error
        } catch {
            throw YAMLSyntaxError.sceneError(error, source: source)
        }
        return ParsedSceneFile(source: source, node: node)
    }
}

/// A scene file read and parsed, not yet built: load it for as many environments as needed
/// (the variants of a matrix share one parse, from several threads: it is never changed).
public struct ParsedSceneFile: @unchecked Sendable {
    let source: SourceText
    let node: Node
    /// The document, when the file is a `.xib` or `.storyboard`.
    var interfaceBuilder: IBDocument? = nil

    /// The file's path.
    public var file: String { source.file }

    /// Builds the scene for an environment, with `services` measuring its text, reading its
    /// pictures and adding its fonts.
    public func load(environment: SceneEnvironment = .init(), services: SceneServices) throws(SceneError) -> LoadedScene {
        if let interfaceBuilder {
            var builder = IBSceneBuilder(document: interfaceBuilder, environment: environment, services: services)
            return try builder.build()
        }
        let fallbackName = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        let directory = FolderPath.of(file)
        var builder = SceneAssembler(reader: YAMLReader(source: source, environment: environment), fallbackName: fallbackName,
                                     baseDirectory: directory.isEmpty ? "." : directory, services: services)
        let loaded = try builder.assemble(node)
        loaded.scene.root.textMeasurer = services.textMeasurer
        return loaded
    }
}

/// Turns Yams's syntax errors into located scene errors.
enum YAMLSyntaxError {
    static func sceneError(_ error: any Error, source: SourceText) -> SceneError {
        // An unquoted colour in a flow mapping (`{id: a, background: #f00}`) starts a comment
        // that swallows the closing brace: Yams then fails somewhere after it. Point at the colour.
        if let (line, column) = unquotedColour(in: source) {
            return source.error(line: line, scalarColumn: column,
                                "a colour must be quoted (\"#ff8800\"): YAML reads an unquoted # as the start of a comment")
        }
        if let yaml = error as? YamlError {
            switch yaml {
            case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _):
                let detail = context.map { "\(problem) \($0.text)" } ?? problem
                return source.error(line: mark.line, scalarColumn: mark.column, "invalid YAML: \(detail)")
            case let .composer(context, problem, mark, _):
                let detail = context.map { "\(problem) \($0.text)" } ?? problem
                return source.error(line: mark.line, scalarColumn: mark.column, "invalid YAML: \(detail)")
            case let .duplicatedKeysInMapping(duplicates, context):
                let name = duplicates.first ?? "a key"
                return source.error(line: context.mark.line, scalarColumn: context.mark.column, "the key '\(name)' appears twice")
            default:
                return source.error(line: 1, scalarColumn: 1, "invalid YAML: \(yaml)")
            }
        }
        return source.error(line: 1, scalarColumn: 1, "invalid YAML: \(error)")
    }

    /// The first `key: #…` whose value is an unquoted colour (line and scalar column, 1-based).
    static func unquotedColour(in source: SourceText) -> (Int, Int)? {
        for (index, line) in source.lines.enumerated() {
            let scalars = Array(line.unicodeScalars)
            var quote: Unicode.Scalar?
            for (i, scalar) in scalars.enumerated() {
                if let open = quote {
                    if scalar == open { quote = nil }
                } else if scalar == "\"" || scalar == "'" {
                    quote = scalar
                } else if scalar == "#" {
                    // A comment starts here; after `: ` and before a hex digit it was meant as a colour.
                    guard i >= 2, scalars[i - 1] == " ", scalars[i - 2] == ":", i + 1 < scalars.count,
                          scalars[i + 1].properties.isASCIIHexDigit else { break }
                    return (index + 1, i + 1)
                }
            }
        }
        return nil
    }
}
