// View-harness runtime (Linux/AppleShims/README.md): per-scene storage and alerts.
import Foundation
@_spi(Harness) import UIKit

// MARK: - SceneStorage

/// `@SceneStorage`'s storage: one table per scene, "shared with other SceneStorage variables in
/// the same scene"; a value "is restored by the system if it was previously saved", and "if the
/// Scene is explicitly destroyed (e.g. the switcher snapshot is destroyed on iPadOS …), the data
/// is also destroyed" ("SceneStorage"). The harness's scene lives as long as one launch: an
/// XCUITest `terminate()` is a person closing the app, so the next `launch()` starts with an
/// empty table. The harness never ends a scene in the background, so it never restores one.
@usableFromInline final class _SceneStorageRef<Value> {
  let key: String
  let initial: Value
  var table: _SceneTable?
  weak var graph: _Graph?
  init(_ key: String, _ initial: Value) {
    self.key = key
    self.initial = initial
  }
  var value: Value { (table?.values[key] as? Value) ?? initial }
  func set(_ value: Value) {
    guard let table else { fatalError("harness: @SceneStorage written before its view was evaluated") }
    table.values[key] = value
    _onMainActor { graph?.invalidate("@SceneStorage written") }
  }
}

/// The scene's table of `@SceneStorage` values.
final class _SceneTable { var values: [String: Any] = [:] }

extension SceneStorage: _HarnessDynamicProperty {
  func _bind(_ ctx: _Ctx, key: String) {
    _ref.table = ctx.graph.slot("#sceneStorage") { _SceneTable() }
    _ref.graph = ctx.graph
  }
}

// MARK: - Alerts

/// An alert over `content` ("alert(_:isPresented:presenting:actions:message:)"): while
/// `isPresented` is true and there is data, an alert element titled `title` covers the screen,
/// with the message's text and the actions' buttons; the elements beneath stay in the tree, not
/// hittable (``_HarnessRule/alertOverlay``). "All actions in an alert dismiss the alert": a
/// button's tap sets `isPresented` to false and runs its action, in the profile's order
/// (``_HarnessProfile/alertDismissesFirst``).
struct _AlertPresentation<Content: View>: View, _PrimitiveView {
  let content: Content
  let title: Text
  let isPresented: Binding<Bool>
  let actions: AnyView?
  let message: AnyView?
  var body: Never { fatalError("harness: a primitive view has no body") }

  func _render(_ ctx: _Ctx) {
    let c = ctx.child("alert")
    _renderView(content, c)
    guard isPresented.wrappedValue, let actions else { return }
    let layer = _Sink()
    layer.isOverlay = _HarnessRule.alertOverlay.isOn
    ctx.graph.layers.append(layer)
    let alert = _AXNode(.alert)
    alert.label = title._resolve()
    var inner = c.child("presented").into(_Sink())
    inner.screen = nil
    if let message { _renderView(message, inner) }
    let buttons = _Sink()
    _renderView(actions, inner.child("actions").into(buttons))
    let binding = isPresented
    let dismissesFirst = _HarnessProfile.alertDismissesFirst
    for button in buttons.nodes where button.role == .button {
      let tap = button.tap
      button.tap = {
        if dismissesFirst { binding.wrappedValue = false }
        tap?()
        if !dismissesFirst { binding.wrappedValue = false }
      }
    }
    alert.children = inner.sink.nodes + buttons.nodes
    layer.nodes = [alert]
  }
}

// MARK: - Text fields

/// A text field element ("TextField"): its label is the title, its value the text (the title,
/// as a placeholder, while empty). A tap gives it the keyboard focus; typing appends to the bound
/// text.
extension TextField: _PrimitiveView {
  func _render(_ ctx: _Ctx) {
    let graph = ctx.graph
    let key = ctx.path + "#textField"
    let n = _AXNode(.textField)
    n.label = _title?._resolve() ?? ""
    n.placeholder = n.label
    let text = _text
    n.value = (text?.wrappedValue).flatMap { $0.isEmpty ? nil : $0 } ?? n.label
    n.hasFocus = graph.focusedInput == key
    n.isEnabled = ctx.isEnabled
    n.tap = {
      graph.focusedInput = key
      graph.invalidate("a text field tapped")
    }
    n.typeText = { typed in text?.wrappedValue += typed }
    ctx.emit(n)
  }
}
