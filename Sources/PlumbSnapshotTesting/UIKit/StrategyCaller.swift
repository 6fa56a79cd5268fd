import Foundation
import Testing

/// The test a UIKit strategy was made in, which names its failure artifacts
/// (`<artifacts>/<Suite>/<test>.<n>.*`). A function strategy (`.image(size:)`) has its caller's
/// `#filePath` and `#function`; a property (`.image`) has none, so it asks the running Swift
/// Testing test, and outside one (XCTest) uses the current folder, the package `swift test`
/// runs in, with the suite `UIKit` and the test `image`.
struct StrategyCaller {
    var filePath: String
    var testName: String

    /// The running test's file and name, else the current folder's.
    static var current: StrategyCaller {
        if let test = Test.current {
            return StrategyCaller(filePath: test.sourceLocation.filePath, testName: test.name)
        }
        return StrategyCaller(filePath: FileManager.default.currentDirectoryPath + "/Tests/UIKit.swift", testName: "image")
    }

    /// The caller a function strategy's defaults give.
    static func at(_ filePath: StaticString, _ testName: String) -> StrategyCaller {
        StrategyCaller(filePath: "\(filePath)", testName: testName)
    }
}
