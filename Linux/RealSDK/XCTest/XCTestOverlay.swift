// A stand-in for the Swift half of Apple's XCTest (its Swift overlay has no public source), for
// the real-SDK check (Linux/RealSDK/check.sh) only: never linked, never run, bodies empty.
// Compiled as the module `XCTest` with -import-underlying-module, so the Objective-C XCTest
// headers (XCTestCase, XCTestExpectation, XCTWaiter, XCUIApplication...) lie underneath.
// It declares exactly what the package tests and the UI tests use beyond those headers, each with
// the signature on its Apple documentation page (named in `// doc:`, under
// developer.apple.com/documentation/xctest/). A test that calls an XCTest function missing here
// fails to compile: add it from its page, with its signature.
// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (XCTest's names, as Apple spells them.)
import Foundation

// doc: xctassertequal(_:_:_:file:line:)
public func XCTAssertEqual<T>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) where T: Equatable {}

// doc: xctassertnotequal(_:_:_:file:line:)
public func XCTAssertNotEqual<T>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) where T: Equatable {}

// doc: xctassertgreaterthan(_:_:_:file:line:) (listed on comparable-value-assertions; signature
// as on its sibling's page, xctassertlessthanorequal(_:_:_:file:line:))
public func XCTAssertGreaterThan<T>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) where T: Comparable {}

// doc: xctasserttrue(_:_:file:line:) (listed on boolean-assertions; signature as on its
// sibling's page, xctassertfalse(_:_:file:line:))
public func XCTAssertTrue(
  _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {}

// doc: xctassertfalse(_:_:file:line:)
public func XCTAssertFalse(
  _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {}

// doc: xctassertnil(_:_:file:line:) (listed on nil-and-non-nil-assertions; signature as on its
// sibling's page, xctassertnotnil(_:_:file:line:))
public func XCTAssertNil(
  _ expression: @autoclosure () throws -> Any?, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {}

// doc: xctassertnotnil(_:_:file:line:)
public func XCTAssertNotNil(
  _ expression: @autoclosure () throws -> Any?, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {}

// doc: xctassertthrowserror(_:_:file:line:_:)
public func XCTAssertThrowsError<T>(
  _ expression: @autoclosure () throws -> T, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line, _ errorHandler: (any Error) -> Void = { _ in }
) {}

// doc: xctunwrap(_:_:file:line:)
public func XCTUnwrap<T>(
  _ expression: @autoclosure () throws -> T?, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) throws -> T { fatalError("declaration only") }

// doc: xctfail(_:file:line:)
public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {}

extension XCTestCase {
  // doc: xctestcase/fulfillment(of:timeout:enforceorder:)
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
  @nonobjc public func fulfillment(
    of expectations: [XCTestExpectation], timeout seconds: TimeInterval = .infinity,
    enforceOrder enforceOrderOfFulfillment: Bool = false
  ) async {}
}
