// View-harness runtime (Linux/AppleShims/README.md): storage behind the property wrappers.
import Foundation
@_spi(Harness) import UIKit

/// `@State`'s storage. "SwiftUI manages the property's storage"; the value a view's initializer
/// gives is used only the first time the view appears at its position ("State": "initialize
/// state … only once"); a write makes the views evaluate again. "You can safely mutate state
/// properties from any thread": a write from elsewhere (a `.task` closure, which is not
/// main-actor isolated with the iOS 17 SDK) is applied on the main thread.
@usableFromInline final class _StateRef<Value> {
  var location: _Box<Value>
  weak var graph: _Graph?
  init(_ value: Value) { location = _Box(value) }
  func set(_ value: Value) {
    guard Thread.isMainThread else {
      let box = _Box(value)
      DispatchQueue.main.async { self.set(box.value) }
      return
    }
    location.value = value
    _onMainActor { graph?.invalidate("@State written") }
  }
}

/// `@StateObject`'s storage: "SwiftUI creates a new instance of the object only once for each
/// instance of the structure that declares the object" — the thunk runs when the view first
/// appears at its position, and the object lives as long as the view does.
@usableFromInline final class _StateObjectRef<Object: AnyObject> {
  let make: () -> Object
  var made: Object?
  init(_ make: @escaping () -> Object) { self.make = make }
  var object: Object {
    guard let made else { fatalError("harness: @StateObject read before its view was evaluated") }
    return made
  }
}

extension State: _HarnessDynamicProperty {
  func _bind(_ ctx: _Ctx, key: String) {
    let initial = _ref.location
    _ref.location = ctx.graph.slot(key) { initial }
    _ref.graph = ctx.graph
  }
}

extension StateObject: _HarnessDynamicProperty {
  func _bind(_ ctx: _Ctx, key: String) {
    let ref = _ref
    _ref.made = ctx.graph.slot(key) { ref.make() }
  }
}

extension Environment: _HarnessDynamicProperty {
  /// "Environment": the value of the view's environment, from its position in the tree.
  func _bind(_ ctx: _Ctx, key: String) { _values.value = ctx.env }
}

// MARK: - The environment values the app reads

struct _IsEnabledKey: EnvironmentKey { static let defaultValue = true }
/// 1, the key's own default (a pixel per point); the root environment sets the device's scale.
struct _DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
/// "scenePhase": the harness's one scene is in the foreground for as long as a launch lasts (it
/// never sends the app to the background), so `.active` throughout.
struct _ScenePhaseKey: EnvironmentKey { static let defaultValue: ScenePhase = .active }
struct _RefreshKey: EnvironmentKey { static let defaultValue: RefreshAction? = nil }
/// The custom button style in effect (``ButtonStyle``), if any.
struct _ButtonStyleKey: EnvironmentKey { static let defaultValue: _ButtonStyleBox? = nil }
struct _OpenURLKey: EnvironmentKey {
  static let defaultValue = OpenURLAction(handler: { _ in .systemAction })
}
extension EnvironmentValues {
  var _openURL: OpenURLAction {
    get { self[_OpenURLKey.self] }
    set { self[_OpenURLKey.self] = newValue }
  }
}
