"""Passkeys on the page, with Chromium's virtual authenticator (WebDriver's
virtual authenticator API: CTAP2, an internal transport, resident keys and
user verification): signing up with a handle and a password, adding a
passkey on the account page, signing out and in again with the passkey
(without a handle, then by handle), the passkey's last use shown, and once
deleted, a sign-in with it refused.

A passkey's relying party id is a domain, never an address: this test opens
the same loopback server as `http://localhost:PORT`, a secure context to
Chromium as `http://127.0.0.1` is, and the server's default rp id
(`localhost`, any port) takes it.
"""

import secrets

import pytest
from selenium.webdriver.common.virtual_authenticator import VirtualAuthenticatorOptions

from referee_http import BASE

PASSWORD = "correct horse battery"
LOCAL = BASE.replace("://127.0.0.1", "://localhost")


@pytest.fixture
def passkey_page(page):
    """`page`, at localhost, with a platform authenticator that holds
    discoverable credentials and verifies its user."""
    options = VirtualAuthenticatorOptions()
    options.protocol = VirtualAuthenticatorOptions.Protocol.CTAP2
    options.transport = VirtualAuthenticatorOptions.Transport.INTERNAL
    options.has_resident_key = True
    options.has_user_verification = True
    options.is_user_verified = True
    options.is_user_consenting = True
    page.driver.add_virtual_authenticator(options)
    page.base = LOCAL
    return page


def sign_out(page):
    page.open("#/")
    page.wait(lambda: page.present("#sign-out"), "no sign-out button")
    page.click("#sign-out")
    page.wait(lambda: page.present("#sign-in-passkey"), "no passkey sign-in after signing out")


def test_a_passkey_is_added_signs_in_and_once_deleted_signs_in_no_more(passkey_page):
    page = passkey_page
    assert LOCAL.startswith("http://localhost:"), LOCAL
    handle = f"pia-{secrets.token_hex(3)}"
    # Signed up with a handle and a password.
    page.open("#/")
    page.wait(lambda: page.present("#new-handle"), "the sign-up form did not show")
    assert page.present("#sign-in-passkey"), "no passkey sign-in in a secure context"
    page.find("#new-name").send_keys("Pia")
    page.find("#new-handle").send_keys(handle)
    page.find("#new-password").send_keys(PASSWORD)
    page.click("#create-account")
    page.wait(lambda: page.present("#recovery-saved"), "the recovery code was not shown")
    page.click("#recovery-saved")
    me = page.session()["player_id"]

    # A passkey added on the account page.
    page.open("#/account")
    page.wait(lambda: page.present("#passkey-name"), "the account page has no passkey form")
    page.wait(lambda: "No passkey yet" in page.text("#passkeys"), "the empty list did not show")
    page.find("#passkey-name").send_keys("this laptop")
    page.click("#add-passkey")
    page.wait(
        lambda: page.text("#passkeys-table .passkey-name") == "this laptop" or page.text("#passkey-error"),
        "the passkey was not listed",
    )
    assert page.text("#passkey-error") == ""
    assert "added" in page.text("#passkey-state")
    assert page.text("#passkeys-table .last-used") == "never"
    credentials = page.driver.get_credentials()
    assert len(credentials) == 1 and credentials[0].is_resident_credential, credentials
    assert page.accessibility_problems() == []
    page.screenshot("passkeys")

    # Signed out, the passkey signs in without a handle (it names its player) …
    sign_out(page)
    page.click("#sign-in-passkey")
    page.wait(lambda: page.present("#create") or page.text("#signin-error"), "the passkey did not sign in")
    assert page.text("#signin-error") == ""
    assert page.session()["player_id"] == me
    # … and by handle, in any case.
    sign_out(page)
    page.find("#signin-handle").send_keys(handle.upper())
    page.click("#sign-in-passkey")
    page.wait(lambda: page.present("#create") or page.text("#signin-error"), "the passkey did not sign in by handle")
    assert page.text("#signin-error") == ""
    assert page.session()["player_id"] == me

    # Its use is shown; deleted, it signs in no more.
    page.open("#/account")
    page.wait(lambda: page.present("#passkeys-table"), "the passkey is not listed")
    assert page.text("#passkeys-table .last-used") != "never"
    page.click("#passkeys-table .delete-passkey")
    page.wait(lambda: "No passkey yet" in page.text("#passkeys"), "the passkey was not deleted")
    assert "deleted" in page.text("#passkey-state")
    sign_out(page)
    page.click("#sign-in-passkey")
    page.wait(lambda: page.text("#signin-error"), "a deleted passkey's sign-in was not refused")
    assert "signs in no one" in page.text("#signin-error")
    assert not page.present("#create")
    # The deleted passkey's sign-in was refused on purpose.
    assert page.errors(refused_requests_expected=True) == []
