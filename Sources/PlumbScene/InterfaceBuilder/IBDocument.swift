import Foundation
import Plumb

/// An Interface Builder document (`.xib` or `.storyboard`) read, with one scene chosen: a
/// storyboard's view controller (its `storyboardIdentifier` or object id; by default the
/// initial one) or a XIB's top-level view (its object id or user label; by default the first).
struct IBDocument: @unchecked Sendable {
    let source: SourceText
    /// The document's text, for `--fix-frames`.
    let text: String
    let document: IBElement
    /// The chosen scene's root view.
    let rootView: IBElement
    /// The view controller whose view it is (storyboards), or nil.
    let controller: IBElement?
    /// True when UIKit gives the root view a view controller's margins: a storyboard scene, or
    /// a XIB view that its File's Owner takes as its `view`.
    let isControllerView: Bool
    /// Outlet names by the object id they point to.
    let outlets: [String: String]
    let values: IBValues
    /// The scene's name: the storyboard identifier, else the object id; the file name for a XIB.
    let name: String
    let isStoryboard: Bool

    /// The element names of view controllers whose root view is a scene.
    static func isController(_ element: IBElement) -> Bool {
        element.keyed("view") != nil && element.name.hasSuffix("Controller")
    }

    static func parse(text: String, file: String, scene: String?) throws(SceneError) -> IBDocument {
        let source = SourceText(file: file, text: text)
        let document: IBElement
        do throws(IBXMLReader.Failure) {
            document = try IBXMLReader.parse(text)
        } catch {
            throw source.error(line: error.line, scalarColumn: error.column, "invalid XML: \(error.message)")
        }
        guard document.name == "document" else {
            throw source.error(line: document.line, scalarColumn: document.column,
                               "expected an Interface Builder document (<document …>), found <\(document.name)>")
        }
        if let problem = IBNumbers.firstProblem(in: document, source: source) { throw problem }
        let isStoryboard = document["type"]?.contains("Storyboard") ?? file.hasSuffix(".storyboard")
        var outlets: [String: String] = [:]
        for element in document.descendants() where element.name == "outlet" {
            if let destination = element["destination"], let property = element["property"], outlets[destination] == nil {
                outlets[destination] = property
            }
        }
        let values = IBValues(resources: document.child("resources"))
        let fallbackName = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        if isStoryboard {
            let controllers = (document.child("scenes")?.children ?? []).flatMap { scene in
                (scene.child("objects")?.children ?? []).filter(isController)
            }
            guard let controller = try pick(controllers, scene ?? document["initialViewController"], asked: scene,
                                            source: source, document: document, label: { $0["storyboardIdentifier"] }),
                  let view = controller.keyed("view") else {
                throw source.error(line: document.line, scalarColumn: document.column,
                                   "the storyboard has no view controller with a view to lay out (a SwiftUI hosting controller has none in the document)")
            }
            let name = controller["storyboardIdentifier"] ?? controller["id"] ?? fallbackName
            return IBDocument(source: source, text: text, document: document, rootView: view, controller: controller, isControllerView: true,
                              outlets: outlets, values: values, name: name, isStoryboard: true)
        }
        let topLevel = (document.child("objects")?.children ?? []).filter { $0.name != "placeholder" && $0.child("rect", key: "frame") != nil }
        let chosen = try pick(topLevel, scene, asked: scene, source: source, document: document, label: { $0["userLabel"] }) ?? topLevel.first
        guard let view = chosen else {
            throw source.error(line: document.line, scalarColumn: document.column, "the XIB has no top-level view to lay out")
        }
        // A view its File's Owner takes as `view` is a view controller's root view at run time.
        let ownerView = document.child("objects")?.children.first { $0["placeholderIdentifier"] == "IBFilesOwner" }?
            .child("connections")?.children.contains { $0.name == "outlet" && $0["property"] == "view" && $0["destination"] == view["id"] } ?? false
        return IBDocument(source: source, text: text, document: document, rootView: view, controller: nil, isControllerView: ownerView,
                          outlets: outlets, values: values, name: scene ?? fallbackName, isStoryboard: false)
    }

    /// The element named `wanted` (by `label` or id); nil when nothing is wanted; an error
    /// listing the choices when `asked` names nothing.
    private static func pick(_ candidates: [IBElement], _ wanted: String?, asked: String?, source: SourceText, document: IBElement,
                             label: (IBElement) -> String?) throws(SceneError) -> IBElement? {
        guard let wanted else { return candidates.first }
        if let match = candidates.first(where: { label($0) == wanted }) ?? candidates.first(where: { $0["id"] == wanted }) { return match }
        guard asked != nil else { return candidates.first }
        let names = candidates.map { label($0) ?? $0["id"] ?? "?" }
        var message = "no scene named '\(wanted)'"
        if let suggestion = NameSuggestion.closest(to: wanted, among: names) { message += "; did you mean '\(suggestion)'?" }
        message += names.isEmpty ? " (the document has none)" : " (the document has: \(names.joined(separator: ", ")))"
        throw source.error(line: document.line, scalarColumn: document.column, message)
    }

    /// The device Xcode simulates for the document (`<device id=… orientation=…/>`).
    var device: (device: Device, orientation: Orientation) {
        let element = document.child("device")
        let tools = document["toolsVersion"].flatMap { Double($0.split(separator: ".").first ?? "") } ?? .infinity
        let device = element?["id"].flatMap { IBDevices.device(id: $0, toolsVersion: tools) }
            ?? IBDevices.device(id: IBDevices.fallbackID, toolsVersion: tools)!
        return (device, element?["orientation"] == "landscape" ? .landscape : .portrait)
    }

    /// How a view is named beside its id: its user label, else its outlet.
    func label(of element: IBElement) -> String? {
        element["userLabel"] ?? element["id"].flatMap { outlets[$0] }
    }
}
